import { formatDateRange, nightsBetween } from "../../../shared/dates";
import { numberFormat } from "../../../shared/intl-formats";
import type { SavedSearch } from "../../../shared/saved-stays/schema";
import { plural } from "../../i18n/plural";
import type { Translate } from "../../i18n/translator";

// The results' formats (results/format.ts) are a chunk every results page loads up front; the
// saved stays' pages load after hydration and must not share it (docs/saved-stays.md, "Chunks"),
// so the two they need are written here, to the same rules.

/** "450 m", "1.2 km" in the shop's language (as the cards say it). */
export function distanceText(meters: number, language: string): string {
  return meters < 1000
    ? numberFormat(language, { style: "unit", unit: "meter", maximumFractionDigits: 0 }).format(Math.round(meters / 10) * 10)
    : numberFormat(language, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(meters / 1000);
}

/** Who travels, in words: "2 adults, 1 child". */
export function travellersText(t: Translate, language: string, adults: number, children: number): string {
  const parts = [plural(t, language, "results.card.adults", adults)];
  if (children > 0) parts.push(plural(t, language, "results.card.children", children));
  return parts.join(", ");
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** When a price was seen, as people say it: "just now", "5 minutes ago", "yesterday", "3 days ago". */
export function seenWhen(t: Translate, language: string, seenAt: number, now: number): string {
  const elapsed = Math.max(0, now - seenAt);
  if (elapsed < 60_000) return t("saved.when.now");
  let format = relativeFormats.get(language);
  if (!format) relativeFormats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: "auto" })));
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms)!;
  return format.format(-Math.floor(elapsed / size), unit);
}

export const nightsOf = (search: SavedSearch) => Math.max(1, nightsBetween(search.outboundDate, search.returnDate));

/** What the trip is, after its destination: "25 Dec – 29 Dec · 4 nights · 2 adults · Hotels · from Milan". */
export function tripDetails(t: Translate, language: string, search: SavedSearch): string {
  return [
    formatDateRange(search.outboundDate, search.returnDate, language),
    plural(t, language, "results.card.nights", nightsOf(search)),
    travellersText(t, language, search.adults, search.childrenAges.length),
    t(`products.${search.product}.label`),
    search.departure ? t("saved.trip.from", { place: search.departureName ?? search.departure }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
