/** Dates and seasons of the sandbox's prices. Travel costs more in summer and at Christmas: one factor per month, shared by hotels and flights. */
const MONTH_FACTORS = [0.85, 0.85, 0.9, 1.05, 1.1, 1.25, 1.35, 1.4, 1.15, 0.95, 0.85, 1.15];

export function seasonFactor(isoDate: string): number {
  const month = Number(isoDate.slice(5, 7));
  return MONTH_FACTORS[month - 1] ?? 1;
}

/** `YYYY-MM-DD` plus a number of minutes, as local `YYYY-MM-DDTHH:mm` (the sandbox ignores time zones). */
export function dateTimeAt(isoDate: string, minutes: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
}
