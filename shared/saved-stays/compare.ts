import { SAVED_MEAL_PLANS, type SavedStay } from "./schema";

/**
 * Which stays hold the best value of a comparison row. A row marks a best only where it has
 * something to say: at least two stays with a value, and not all of them equal. Ties are all best.
 */
export function bestOf(values: readonly (number | null)[], better: "lower" | "higher"): boolean[] {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2 || known.every((value) => value === known[0])) return values.map(() => false);
  const best = better === "lower" ? Math.min(...known) : Math.max(...known);
  return values.map((value) => value === best);
}

/** Boards from the least to the most included: more included is better at a comparable price. */
export const mealPlanRank = (stay: SavedStay) => (stay.room ? SAVED_MEAL_PLANS.indexOf(stay.room.mealPlan) : null);

/**
 * Free cancellation: a later last day is better, and any free cancellation beats a rate that
 * cannot be cancelled for free (0); unknown (a deal names no rate) is no value.
 */
export const cancellationRank = (stay: SavedStay) => (stay.room ? (stay.room.freeCancellationUntil ? Date.parse(`${stay.room.freeCancellationUntil}T00:00:00Z`) : 0) : null);

/** Per night: as seen, or the total spread over the nights when the page showed none. */
export function perNightOf(stay: SavedStay, nights: number): number | null {
  if (!stay.price) return null;
  return stay.price.perNight ?? Math.round(stay.price.total / Math.max(1, nights));
}
