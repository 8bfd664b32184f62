import { useAtomValue } from "jotai";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { savedStayIdOf } from "../../shared/saved-stays/identity";
import { isSaved } from "../../shared/saved-stays/list";
import type { PricingState } from "../detail/pricing-poll";
import { brandAtom } from "../state/brand";
import { useT } from "../state/i18n";
import { Heart } from "./Heart";
import { showNotice } from "./notices";
import { SaveNotices } from "./SaveNotices";
import type { SaveSource } from "./sources";
import { noSavedStays, removeStay, saveStay, savedStays, seeStayAgain, subscribeToSavedStays, type WriteOutcome } from "./storage";
import { savedStayOf } from "./stay-of-source";
import "./saved-stays.css";

/** The hotel's price settles after its facts: the toggle saves it once the hotel has confirmed it. */
function usePricing(source: SaveSource): PricingState | null {
  const [pricing, setPricing] = useState<PricingState | null>(null);
  const promise = source.kind === "detail" ? source.pricing : null;
  useEffect(() => {
    let current = true;
    promise?.then((state) => current && setPricing(state));
    return () => {
      current = false;
    };
  }, [promise]);
  return pricing;
}

/**
 * Save / unsave one stay: a real button with `aria-pressed`, named with the stay, over the corner
 * of its photo (so appearing after hydration moves nothing). Saving is one synchronous write; a
 * storage that is full or turned off says so and changes nothing already saved. A saved stay
 * shown again with a price keeps that price as its "last seen".
 */
export default function SaveToggle({ source, size = "card" }: { source: SaveSource; size?: "card" | "detail" }) {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  const pricing = usePricing(source);
  const [seenAt] = useState(() => Date.now());
  const stay = useMemo(() => savedStayOf(source, brand.places, seenAt, pricing), [source, brand, seenAt, pricing]);
  const stays = useSyncExternalStore(subscribeToSavedStays, savedStays, noSavedStays);
  const id = stay ? savedStayIdOf(stay) : null;
  const pressed = id !== null && isSaved(stays, id);

  useEffect(() => {
    if (!pressed || !id || !stay?.price) return;
    seeStayAgain(id, { price: stay.price, room: stay.room, ...(source.kind === "detail" ? {} : { promotion: stay.promotion }) });
  }, [pressed, id, stay]);

  if (!stay || !id) return null;
  const problem = (outcome: WriteOutcome) => {
    if (!outcome.ok) showNotice(t(`results.save.${outcome.reason}`, { name: stay.name }), "problem");
    return !outcome.ok;
  };
  const toggle = () => {
    if (pressed) {
      const outcome = removeStay(id);
      if (!problem(outcome)) showNotice(t("results.save.removed", { name: stay.name }), "done");
      return;
    }
    const outcome = saveStay({ ...stay, savedAt: Date.now() });
    if (problem(outcome)) return;
    const dropped = outcome.dropped[0];
    showNotice(dropped ? t("results.save.savedDropping", { name: stay.name, oldest: dropped.name }) : t("results.save.saved", { name: stay.name }), "done");
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t("results.save.label", { name: stay.name })}
        onClick={toggle}
        data-testid="save-toggle"
        className={size === "detail" ? "save-toggle save-toggle-detail" : "save-toggle"}
      >
        <Heart filled={pressed} />
      </button>
      <SaveNotices />
    </>
  );
}
