import { useAtomValue } from "jotai";
import { useNavigate } from "react-router";
import { savedStayIdOf } from "../../../shared/saved-stays/identity";
import { tripResultsHref } from "../../../shared/saved-stays/links";
import { MAX_COMPARED, type SavedTrip } from "../../../shared/saved-stays/trips";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { tripDetails } from "./saved-format";
import { RemovedStayRow, SavedStayRow } from "./SavedStayRow";

interface TripActions {
  removedIds: ReadonlySet<string>;
  chosen: readonly string[];
  onChoose: (id: string, chosen: boolean) => void;
  onRemove: (id: string) => void;
  onUndo: (id: string) => void;
  onExpire: (id: string) => void;
}

/**
 * One trip (destination, dates, travellers): its stays, newest saved first, and, when two or more
 * can be, the choice of two or three to compare. A past trip is marked, in words, and leads to
 * new dates.
 */
export function SavedTripSection({ trip, now, actions }: { trip: SavedTrip; now: number; actions: TripActions }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const live = trip.stays.filter((stay) => !actions.removedIds.has(savedStayIdOf(stay)));
  const comparable = !trip.past && live.length >= 2;
  const chosen = actions.chosen.filter((id) => live.some((stay) => savedStayIdOf(stay) === id));
  const headingId = `trip-${trip.key.replace(/[^A-Za-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="saved-trip" data-trip={trip.past ? "past" : "upcoming"}>
      <div className="saved-trip-head">
        <div>
          <h2 id={headingId} className="saved-trip-title">
            {trip.search.destinationName}
            {trip.past && <span className="saved-past">{t("saved.trip.past")}</span>}
          </h2>
          <p className="saved-trip-facts">{tripDetails(t, language, trip.search)}</p>
          {trip.past ? (
            <p className="saved-trip-facts">{t("saved.trip.pastNote")}</p>
          ) : (
            <a href={tripResultsHref(trip.search)} className="saved-back">
              {t("saved.trip.allStays")}
            </a>
          )}
        </div>
        {comparable && (
          <div className="saved-compare-bar">
            <p id={`${headingId}-hint`}>
              {chosen.length >= MAX_COMPARED ? t("saved.compare.max") : t("saved.compare.hint")}
            </p>
            <button type="button" className="btn-primary" disabled={chosen.length < 2} aria-describedby={`${headingId}-hint`} onClick={() => navigate(`?compare=${chosen.join(",")}`)}>
              {t("saved.compare.go", { count: chosen.length })}
            </button>
          </div>
        )}
      </div>
      <ul className="saved-list">
        {trip.stays.map((stay) => {
          const id = savedStayIdOf(stay);
          return actions.removedIds.has(id) ? (
            <RemovedStayRow key={id} stay={stay} onUndo={() => actions.onUndo(id)} onExpire={() => actions.onExpire(id)} />
          ) : (
            <SavedStayRow
              key={id}
              stay={stay}
              past={trip.past}
              now={now}
              onRemove={() => actions.onRemove(id)}
              compare={comparable ? { chosen: chosen.includes(id), full: chosen.length >= MAX_COMPARED && !chosen.includes(id), onChange: (on) => actions.onChoose(id, on) } : null}
            />
          );
        })}
      </ul>
    </section>
  );
}
