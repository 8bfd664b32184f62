import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { formatDate } from "../../../shared/dates";
import { numberFormat } from "../../../shared/intl-formats";
import { formatMoney } from "../../../shared/money";
import { savedStayIdOf } from "../../../shared/saved-stays/identity";
import { newDatesHref, savedStayHref } from "../../../shared/saved-stays/links";
import type { SavedStay } from "../../../shared/saved-stays/schema";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { plural } from "../../i18n/plural";
import { distanceText, nightsOf, seenWhen, travellersText } from "./saved-format";

interface CompareChoice {
  chosen: boolean;
  /** Three are chosen already and this is not one of them. */
  full: boolean;
  onChange: (chosen: boolean) => void;
}

/**
 * One saved stay: what it is, the total last seen and when (never as today's price), a link that
 * opens it for the same search (priced again there), and remove. A past trip's stay leads to new
 * dates instead. `compare` is the stay's choice box when its trip can be compared.
 */
export function SavedStayRow({ stay, past, now, compare, onRemove }: { stay: SavedStay; past: boolean; now: number; compare: CompareChoice | null; onRemove: () => void }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const id = savedStayIdOf(stay);
  const headingId = `saved-${id}`;
  const href = past ? newDatesHref(stay.search) : savedStayHref(stay);
  const facts = [
    stay.stars > 0 ? t("saved.compare.starsCount", { count: stay.stars }) : null,
    stay.distanceFromCentreMeters !== null ? t("results.card.fromCentre", { distance: distanceText(stay.distanceFromCentreMeters, language) }) : null,
    stay.score !== null ? t("results.card.rating", { score: numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(stay.score) }) : null,
  ].filter(Boolean);
  return (
    <li data-saved-id={id}>
      <article aria-labelledby={headingId} className="card saved-stay">
        <img src={stay.imageUrl} alt="" width={180} height={135} loading="lazy" className="saved-stay-photo" />
        <div className="saved-stay-facts">
          <h3 id={headingId} className="saved-stay-name">
            <a href={href}>{stay.name}</a>
          </h3>
          <p className="saved-soft">
            <span aria-hidden="true" className="saved-stars">
              {"★".repeat(stay.stars)}
            </span>
            {facts.join(" · ")}
          </p>
          {stay.room && <p>{`${stay.room.name} · ${t(`results.mealPlans.${stay.room.mealPlan}`)}`}</p>}
          {stay.flightIncluded && <p className="saved-flight">{`✈ ${t("saved.flightIncluded")}`}</p>}
          {stay.room && (
            <p className={stay.room.freeCancellationUntil ? "saved-free" : "saved-soft"}>
              {stay.room.freeCancellationUntil ? `✓ ${t("results.card.freeCancellationUntil", { date: formatDate(stay.room.freeCancellationUntil, language) })}` : t("results.card.nonRefundable")}
            </p>
          )}
        </div>
        <div className="saved-stay-deal">
          <LastSeen stay={stay} now={now} />
          <div className="saved-actions">
            <a href={href} className={past ? "btn-secondary" : "btn-primary"}>
              {t(past ? "saved.trip.newDates" : "saved.check")}
            </a>
            <div className="saved-tools">
              {compare && (
                <label className="check-option">
                  <input type="checkbox" className="check-box" checked={compare.chosen} disabled={compare.full} onChange={(event) => compare.onChange(event.target.checked)} />
                  {t("saved.compare.choose")}
                  <span className="sr-only">{` ${stay.name}`}</span>
                </label>
              )}
              <button type="button" data-remove className="saved-remove" aria-label={t("saved.removeLabel", { name: stay.name })} onClick={onRemove}>
                <span aria-hidden="true">×</span> {t("saved.remove")}
              </button>
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}

/** "Last seen €1,960, 2 hours ago", the figure in bold, and what it was for. */
function LastSeen({ stay, now }: { stay: SavedStay; now: number }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { price, search } = stay;
  if (!price) return <p className="saved-soft">{t("saved.noPrice")}</p>;
  const figure = formatMoney(price.total, price.currency, language);
  const [before, after] = t("saved.lastSeen", { price: figure, when: seenWhen(t, language, price.seenAt, now) }).split(figure);
  return (
    <div className="saved-last-seen" data-testid="last-seen">
      <p>
        {before}
        <strong className="saved-price">{figure}</strong>
        {after}
      </p>
      <p className="saved-soft">
        {t("results.card.totalFor", { travellers: travellersText(t, language, search.adults, search.childrenAges.length), nights: plural(t, language, "results.card.nights", nightsOf(search)) })}
      </p>
    </div>
  );
}

/** How long Undo is offered; paused while the shopper points at it or is on it. */
const UNDO_MS = 8_000;

/** Where a removed stay was, for a few seconds: what happened, and Undo. */
export function RemovedStayRow({ stay, onUndo, onExpire }: { stay: SavedStay; onUndo: () => void; onExpire: () => void }) {
  const t = useT();
  const [pointedAt, setPointedAt] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = pointedAt || focused;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onExpire, UNDO_MS);
    return () => clearTimeout(timer);
  }, [held]);
  return (
    <li data-removed-id={savedStayIdOf(stay)} onMouseEnter={() => setPointedAt(true)} onMouseLeave={() => setPointedAt(false)} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      <div className="saved-removed">
        <p>{t("saved.removed", { name: stay.name })}</p>
        <button type="button" data-undo className="btn-secondary" aria-label={t("saved.undoLabel", { name: stay.name })} onClick={onUndo}>
          {t("saved.undo")}
        </button>
      </div>
    </li>
  );
}
