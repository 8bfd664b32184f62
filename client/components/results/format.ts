import type { Translate } from "../../i18n/translator";

/** Picks `key.one` or `key.other` for a count, by the language's own plural rules. */
export function plural(t: Translate, language: string, key: string, count: number, params: Record<string, unknown> = {}): string {
  const category = new Intl.PluralRules(language).select(count) === "one" ? "one" : "other";
  return t(`${key}.${category}`, { count, ...params });
}

export function formatDistance(meters: number, language: string): string {
  return meters < 1000
    ? new Intl.NumberFormat(language, { style: "unit", unit: "meter", maximumFractionDigits: 0 }).format(Math.round(meters / 10) * 10)
    : new Intl.NumberFormat(language, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(meters / 1000);
}

/** Local time of a `YYYY-MM-DDTHH:mm` stop, as the airport shows it. */
export function formatLocalTime(dateTime: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(new Date(`${dateTime.slice(0, 16)}:00Z`));
}

/** Who travels, in words: "2 adults, 1 child". */
export function travellersText(t: Translate, language: string, adults: number, children: number): string {
  const parts = [plural(t, language, "results.card.adults", adults)];
  if (children > 0) parts.push(plural(t, language, "results.card.children", children));
  return parts.join(", ");
}
