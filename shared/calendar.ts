import { dateFormat } from "./intl-formats";

/**
 * Calendar arithmetic for the date picker, on ISO `yyyy-mm-dd` dates in UTC (the storefront's
 * dates never carry a time zone). Weeks start on Monday in it, es, en and fr (SPEC §9).
 */

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

/** Same day `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return toIso(target);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(iso: string): number {
  return (toDate(iso).getUTCDay() + 6) % 7;
}

export const startOfWeek = (iso: string) => addDays(iso, -weekdayIndex(iso));
export const endOfWeek = (iso: string) => addDays(iso, 6 - weekdayIndex(iso));
export const firstOfMonth = (iso: string) => `${iso.slice(0, 8)}01`;

/** The month of `iso` as weeks of seven days, Monday first; days of other months are null. */
export function monthGrid(iso: string): (string | null)[][] {
  const first = firstOfMonth(iso);
  const month = first.slice(0, 7);
  const weeks: (string | null)[][] = [];
  for (let day = startOfWeek(first); day.slice(0, 7) <= month || weekdayIndex(day) !== 0; day = addDays(day, 1)) {
    if (weekdayIndex(day) === 0) weeks.push([]);
    weeks.at(-1)!.push(day.slice(0, 7) === month ? day : null);
    if (weeks.length > 6) break;
  }
  return weeks;
}

/** Monday-first weekday names in `language`: short for the header, long for screen readers. */
export function weekdayNames(language: string): { short: string; long: string }[] {
  const monday = "2024-01-01";
  return Array.from({ length: 7 }, (_, i) => {
    const date = toDate(addDays(monday, i));
    return {
      short: dateFormat(language, { weekday: "short", timeZone: "UTC" }).format(date),
      long: dateFormat(language, { weekday: "long", timeZone: "UTC" }).format(date),
    };
  });
}

export function monthLabel(iso: string, language: string): string {
  return dateFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(toDate(iso));
}

/** A day as a screen reader should hear it: "Monday 3 March 2031". */
export function dayLabel(iso: string, language: string): string {
  return dateFormat(language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(toDate(iso));
}

export const clampDate = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);
