import { dateFormat } from "./intl-formats";

/** Dates travel as ISO `yyyy-mm-dd`; they are formatted in UTC so server and browser agree. */
export function formatDate(iso: string, language: string): string {
  return dateFormat(language, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

export function formatDateRange(from: string, to: string | null, language: string): string {
  return to ? `${formatDate(from, language)} – ${formatDate(to, language)}` : formatDate(from, language);
}

/** Today as `yyyy-mm-dd` in UTC (the calendar the storefront's dates use). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole nights between two ISO dates. */
export function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
