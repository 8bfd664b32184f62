import { savedStayIdOf, tripKeyOf } from "./identity";
import type { SavedSearch, SavedStay } from "./schema";

export interface SavedTrip {
  key: string;
  search: SavedSearch;
  /** Newest saved first. */
  stays: SavedStay[];
  /** Its first day has passed: it can no longer be booked as saved. */
  past: boolean;
}

/**
 * The saved stays grouped by trip: trips to come first, the soonest first; past trips last, the
 * latest first. A trip is named by its newest entry's search, with the places' names any of its
 * entries knows (a hotel's page may not know the departure's name; its results did).
 */
export function tripsOf(stays: readonly SavedStay[], today: string): SavedTrip[] {
  const trips = new Map<string, SavedTrip>();
  for (const stay of [...stays].sort((a, b) => b.savedAt - a.savedAt)) {
    const key = tripKeyOf(stay.search);
    const trip = trips.get(key);
    if (trip) {
      trip.stays.push(stay);
      if (!trip.search.departureName && stay.search.departureName) trip.search = { ...trip.search, departureName: stay.search.departureName };
    } else trips.set(key, { key, search: stay.search, stays: [stay], past: stay.search.outboundDate < today });
  }
  return [...trips.values()].sort((a, b) => {
    if (a.past !== b.past) return a.past ? 1 : -1;
    const byDate = a.search.outboundDate.localeCompare(b.search.outboundDate);
    return (a.past ? -byDate : byDate) || a.key.localeCompare(b.key);
  });
}

export const MAX_COMPARED = 3;

/** `?compare=a,b,c`: up to three distinct ids, in the order given; anything else is left out. */
export function comparedIdsFrom(param: string | null): string[] {
  if (!param) return [];
  const ids = param.split(",").filter((id) => /^[0-9a-z]{1,7}$/.test(id));
  return [...new Set(ids)].slice(0, MAX_COMPARED);
}

type Comparison =
  | { kind: "comparable"; trip: SavedTrip; stays: SavedStay[] }
  /** Fewer than two of the stays named are still saved, or they are not of one trip. */
  | { kind: "not-comparable"; reason: "too-few" | "different-trips" };

/** The stays a comparison URL names, if they make one: two or three saved stays of the same trip. */
export function comparisonOf(stays: readonly SavedStay[], ids: readonly string[], today: string): Comparison {
  const chosen = ids.flatMap((id) => stays.find((stay) => savedStayIdOf(stay) === id) ?? []);
  if (chosen.length < 2) return { kind: "not-comparable", reason: "too-few" };
  const trip = tripsOf(chosen, today);
  if (trip.length !== 1) return { kind: "not-comparable", reason: "different-trips" };
  return { kind: "comparable", trip: trip[0]!, stays: chosen };
}
