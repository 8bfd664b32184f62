import { plural } from "../../i18n/plural";
import type { Translate } from "../../i18n/translator";
import { dateFormat, numberFormat } from "../../../shared/intl-formats";

// plural lives in a module of its own, so the search form's chunk does not carry these formatters.
export { plural };

export function formatDistance(meters: number, language: string): string {
  return meters < 1000
    ? numberFormat(language, { style: "unit", unit: "meter", maximumFractionDigits: 0 }).format(Math.round(meters / 10) * 10)
    : numberFormat(language, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(meters / 1000);
}

/** Local time of a `YYYY-MM-DDTHH:mm` stop, as the airport shows it. */
export function formatLocalTime(dateTime: string, language: string): string {
  return dateFormat(language, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(new Date(`${dateTime.slice(0, 16)}:00Z`));
}

/** Who travels, in words: "2 adults, 1 child". */
export function travellersText(t: Translate, language: string, adults: number, children: number): string {
  const parts = [plural(t, language, "results.card.adults", adults)];
  if (children > 0) parts.push(plural(t, language, "results.card.children", children));
  return parts.join(", ");
}

/** A duration as travel sites write it in every shop language: "2 h 05 min", "45 min", "3 h". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}
