// @unocss-ignore: its classes are the page's stylesheet's (saved-page.css) or already in every page's.
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, todayIso } from "../../../shared/dates";
import { numberFormat } from "../../../shared/intl-formats";
import { formatMoney } from "../../../shared/money";
import { bestOf, cancellationRank, mealPlanRank, perNightOf } from "../../../shared/saved-stays/compare";
import { savedStayIdOf } from "../../../shared/saved-stays/identity";
import { SAVED_STAYS } from "../../../shared/constants";
import { savedStayHref } from "../../../shared/saved-stays/links";
import type { SavedStay } from "../../../shared/saved-stays/schema";
import { comparisonOf } from "../../../shared/saved-stays/trips";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { distanceText, nightsOf, seenWhen, tripDetails } from "./saved-format";

interface Row {
  key: string;
  label: string;
  /** What "best" is measured on; none for rows that have no better (the room's name, when seen). */
  values?: (number | null)[];
  better?: "lower" | "higher";
  cell: (stay: SavedStay) => ReactNode;
}

/**
 * Two or three saved stays of one trip side by side, as last seen: a real table, the stays as
 * column headers and the facts as row headers. The best value of each row says "Best" in words
 * (and is tinted). On a phone the table scrolls sideways inside its own box, the facts' column
 * staying in place.
 */
export function CompareView({ stays, ids, now }: { stays: SavedStay[]; ids: string[]; now: number }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const comparison = comparisonOf(stays, ids, todayIso(new Date(now)));
  const back = (
    <Link to={SAVED_STAYS.path} className="saved-back">
      ← {t("saved.compare.back")}
    </Link>
  );
  if (comparison.kind !== "comparable") {
    return (
      <div className="grid gap-4" data-page="compare-unavailable">
        {back}
        <div className="card saved-empty">
          <h2>{t("saved.compare.notComparable.title")}</h2>
          <p>{t(`saved.compare.notComparable.${comparison.reason}`)}</p>
        </div>
      </div>
    );
  }
  const { search } = comparison.trip;
  const chosen = comparison.stays;
  const nights = nightsOf(search);
  const oneCurrency = new Set(chosen.map((stay) => stay.price?.currency).filter(Boolean)).size <= 1;
  const money = (amount: number | null, stay: SavedStay) => (amount === null || !stay.price ? null : formatMoney(amount, stay.price.currency, language));
  const decimal = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rows: Row[] = [
    { key: "total", label: t("saved.compare.rows.total"), values: oneCurrency ? chosen.map((s) => s.price?.total ?? null) : undefined, better: "lower", cell: (s) => money(s.price?.total ?? null, s) },
    { key: "perNight", label: t("saved.compare.rows.perNight"), values: oneCurrency ? chosen.map((s) => perNightOf(s, nights)) : undefined, better: "lower", cell: (s) => money(perNightOf(s, nights), s) },
    { key: "stars", label: t("saved.compare.rows.stars"), values: chosen.map((s) => s.stars), better: "higher", cell: (s) => (s.stars ? t("saved.compare.starsCount", { count: s.stars }) : null) },
    { key: "rating", label: t("saved.compare.rows.rating"), values: chosen.map((s) => s.score), better: "higher", cell: (s) => (s.score === null ? null : t("results.card.rating", { score: decimal.format(s.score) })) },
    { key: "reviews", label: t("saved.compare.rows.reviews"), values: chosen.map((s) => s.reviewCount), better: "higher", cell: (s) => (s.reviewCount === null ? null : t("results.card.reviews", { count: numberFormat(language).format(s.reviewCount) })) },
    { key: "distance", label: t("saved.compare.rows.distance"), values: chosen.map((s) => s.distanceFromCentreMeters), better: "lower", cell: (s) => (s.distanceFromCentreMeters === null ? null : distanceText(s.distanceFromCentreMeters, language)) },
    { key: "room", label: t("saved.compare.rows.room"), cell: (s) => s.room?.name ?? null },
    { key: "mealPlan", label: t("saved.compare.rows.mealPlan"), values: chosen.map(mealPlanRank), better: "higher", cell: (s) => (s.room ? t(`results.mealPlans.${s.room.mealPlan}`) : null) },
    {
      key: "cancellation",
      label: t("saved.compare.rows.cancellation"),
      values: chosen.map(cancellationRank),
      better: "higher",
      cell: (s) => (s.room ? (s.room.freeCancellationUntil ? t("saved.compare.freeUntil", { date: formatDate(s.room.freeCancellationUntil, language) }) : t("results.card.nonRefundable")) : null),
    },
    {
      key: "promotion",
      label: t("saved.compare.rows.promotion"),
      values: chosen.map((s) => s.promotion?.discountPercent ?? 0),
      better: "higher",
      cell: (s) => (s.promotion ? t("saved.compare.promotion", { percent: s.promotion.discountPercent, price: money(s.promotion.originalTotal, s) ?? "" }) : t("saved.compare.none")),
    },
    { key: "seen", label: t("saved.compare.rows.seen"), cell: (s) => (s.price ? seenWhen(t, language, s.price.seenAt, now) : t("saved.noPrice")) },
  ];
  return (
    <section aria-labelledby="compare-title" className="grid gap-4" data-testid="compare">
      {back}
      <div>
        <h2 id="compare-title" className="saved-trip-title">
          {t("saved.compare.title", { place: search.destinationName })}
        </h2>
        <p className="saved-trip-facts">{tripDetails(t, language, search)}</p>
        <p className="saved-trip-facts">{t("saved.compare.note")}</p>
      </div>
      <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="card compare-scroller" data-testid="compare-scroller">
        <table className="compare-table">
          <caption id="compare-caption" className="sr-only">
            {t("saved.compare.caption", { place: search.destinationName, trip: tripDetails(t, language, search) })}
          </caption>
          <thead>
            <tr>
              <td className="compare-key" />
              {chosen.map((stay) => (
                <th key={savedStayIdOf(stay)} scope="col">
                  <img src={stay.imageUrl} alt="" width={176} height={110} loading="lazy" className="compare-photo" />
                  <span className="compare-name">{stay.name}</span>
                  <a href={savedStayHref(stay)} className="btn-secondary">
                    {t("saved.check")}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const best = row.values && row.better ? bestOf(row.values, row.better) : chosen.map(() => false);
              return (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row" className="compare-key">
                    {row.label}
                  </th>
                  {chosen.map((stay, index) => (
                    <td key={savedStayIdOf(stay)} className={best[index] ? "is-best" : undefined}>
                      {row.cell(stay) ?? <Unknown />}
                      {best[index] && <span className="compare-best">✓ {t("saved.compare.best")}</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Unknown() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className="saved-soft">
        —
      </span>
      <span className="sr-only">{t("saved.compare.unknown")}</span>
    </>
  );
}
