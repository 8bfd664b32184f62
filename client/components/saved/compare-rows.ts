import type { ReactNode } from "react";
import { formatDate } from "../../../shared/dates";
import { numberFormat } from "../../../shared/intl-formats";
import { formatMoney } from "../../../shared/money";
import { cancellationRank, mealPlanRank, perNightOf } from "../../../shared/saved-stays/compare";
import type { SavedStay } from "../../../shared/saved-stays/schema";
import type { Translate } from "../../i18n/translator";
import { distanceText, seenWhen } from "./saved-format";

interface CompareRow {
  key: string;
  label: string;
  /** What "best" is measured on; none for rows that have no better (the room's name, when seen). */
  values?: (number | null)[];
  better?: "lower" | "higher";
  /** The cell's text; null where the stay's page did not show it. */
  cell: (stay: SavedStay) => ReactNode;
}

/**
 * The rows of a comparison, as last seen: prices (compared only in one currency), stars, guests'
 * rating and reviews, distance, room, board, free cancellation, promotion and when it was seen.
 */
export function compareRows(t: Translate, language: string, chosen: readonly SavedStay[], nights: number, now: number): CompareRow[] {
  const oneCurrency = new Set(chosen.map((stay) => stay.price?.currency).filter(Boolean)).size <= 1;
  const money = (amount: number | null, stay: SavedStay) => (amount === null || !stay.price ? null : formatMoney(amount, stay.price.currency, language));
  const decimal = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return [
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
}
