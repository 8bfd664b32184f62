import { useLayoutEffect, useRef, useState } from "react";
import { todayIso } from "../../../shared/dates";
import { savedStayIdOf } from "../../../shared/saved-stays/identity";
import type { SavedStay } from "../../../shared/saved-stays/schema";
import { tripKeyOf } from "../../../shared/saved-stays/identity";
import { tripsOf } from "../../../shared/saved-stays/trips";
import { removeStay, restoreStay } from "../../saved-stays/storage";
import { useT } from "../../state/i18n";
import { EmptySaved } from "./EmptySaved";
import { SavedTripSection } from "./SavedTripSection";

type Focus = { after: "removal" | "undo"; id: string } | null;

/**
 * Every saved stay by trip, trips to come first. Removing one leaves, for a few seconds, a line
 * with Undo where it was; focus moves to the next stay's remove button (so Enter, Enter removes
 * the next), or to Undo when none is left after it. A polite status says what happened.
 */
export function SavedTrips({ stays, now }: { stays: SavedStay[]; now: number }) {
  const t = useT();
  const [removed, setRemoved] = useState<SavedStay[]>([]);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState("");
  const focus = useRef<Focus>(null);
  const root = useRef<HTMLDivElement>(null);

  const removedIds = new Set(removed.map(savedStayIdOf).filter((id) => !stays.some((stay) => savedStayIdOf(stay) === id)));
  const trips = tripsOf([...stays, ...removed.filter((stay) => removedIds.has(savedStayIdOf(stay)))], todayIso(new Date(now)));

  useLayoutEffect(() => {
    const target = focus.current;
    const list = root.current;
    if (!target || !list) return;
    focus.current = null;
    if (target.after === "undo") {
      list.querySelector<HTMLElement>(`[data-saved-id="${target.id}"] [data-remove]`)?.focus();
      return;
    }
    const gap = list.querySelector(`[data-removed-id="${target.id}"]`);
    if (!gap) return;
    const buttons = [...list.querySelectorAll<HTMLElement>("[data-remove]")];
    const next = buttons.find((button) => gap.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
    (next ?? gap.querySelector<HTMLElement>("[data-undo]"))?.focus();
  });

  if (trips.length === 0) return <EmptySaved />;

  const actions = (tripKey: string) => ({
    removedIds,
    chosen: chosen[tripKey] ?? [],
    onChoose: (id: string, on: boolean) => setChosen((all) => ({ ...all, [tripKey]: on ? [...(all[tripKey] ?? []), id] : (all[tripKey] ?? []).filter((other) => other !== id) })),
    onRemove: (id: string) => {
      const outcome = removeStay(id);
      if (!outcome.ok || !outcome.removed) return setStatus(t("saved.removeFailed"));
      const gone = outcome.removed;
      focus.current = { after: "removal", id };
      setRemoved((all) => [...all.filter((stay) => savedStayIdOf(stay) !== id), gone]);
      setStatus(t("saved.removedUndo", { name: gone.name }));
    },
    onUndo: (id: string) => {
      const stay = removed.find((other) => savedStayIdOf(other) === id);
      if (!stay) return;
      if (!restoreStay(stay).ok) return setStatus(t("saved.removeFailed"));
      focus.current = { after: "undo", id };
      setRemoved((all) => all.filter((other) => savedStayIdOf(other) !== id));
      setStatus(t("saved.restored", { name: stay.name }));
    },
    onExpire: (id: string) => {
      // Undo was the last thing focused there: the page's title takes focus rather than nothing.
      if (root.current?.querySelector(`[data-removed-id="${id}"]`)?.contains(document.activeElement)) document.getElementById("saved-title")?.focus();
      setRemoved((all) => all.filter((other) => savedStayIdOf(other) !== id));
    },
  });

  return (
    <div ref={root} className="saved-trips" data-testid="saved-trips">
      <p role="status" className="sr-only">
        {status}
      </p>
      {trips.map((trip) => (
        <SavedTripSection key={trip.key} trip={trip} now={now} actions={actions(tripKeyOf(trip.search))} />
      ))}
    </div>
  );
}
