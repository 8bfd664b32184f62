import { SAVED_STAYS } from "../constants";
import { storedListEntries } from "../stored-list";
import { savedStayIdOf } from "./identity";
import { savedStayOrNull, type SavedPrice, type SavedStay } from "./schema";

/**
 * The rules of the saved list, pure: what stored text holds, and the list after a save, a removal,
 * an undo or a price seen again. Storage is client/saved-stays/storage.ts.
 */

/** Newest first; one entry per id (the newest), at most SAVED_STAYS.max. */
function tidy(stays: readonly SavedStay[]): SavedStay[] {
  const seen = new Set<string>();
  return [...stays]
    .sort((a, b) => b.savedAt - a.savedAt)
    .filter((stay) => {
      const id = savedStayIdOf(stay);
      return !seen.has(id) && seen.add(id);
    })
    .slice(0, SAVED_STAYS.max);
}

/**
 * What the stored text holds: each entry checked on its own (a bad one is skipped, not the whole
 * list), duplicates and anything past the limit left out. Text that is not a JSON list reads as
 * no stays.
 */
export function savedStaysFrom(stored: string | null): SavedStay[] {
  const parsed = storedListEntries(stored);
  return tidy(parsed.flatMap((entry) => savedStayOrNull(entry) ?? []));
}

export const isSaved = (stays: readonly SavedStay[], id: string) => stays.some((stay) => savedStayIdOf(stay) === id);

/**
 * The list with `stay` saved now, newest first. Saving an entry already there keeps it once, as
 * saved now. Past the limit the oldest go, and are returned so the shopper can be told which.
 */
export function withSavedStay(stays: readonly SavedStay[], stay: SavedStay): { stays: SavedStay[]; dropped: SavedStay[] } {
  const id = savedStayIdOf(stay);
  const others = stays.filter((other) => savedStayIdOf(other) !== id);
  const all = [stay, ...others].sort((a, b) => b.savedAt - a.savedAt);
  return { stays: all.slice(0, SAVED_STAYS.max), dropped: all.slice(SAVED_STAYS.max) };
}

/** Undo of a removal: the entry back in its place (as saved then), unless the list is full of newer ones. */
export function withRestoredStay(stays: readonly SavedStay[], stay: SavedStay): SavedStay[] {
  return tidy([...stays.filter((other) => savedStayIdOf(other) !== savedStayIdOf(stay)), stay]);
}

export function withoutSavedStay(stays: readonly SavedStay[], id: string): SavedStay[] {
  return stays.filter((stay) => savedStayIdOf(stay) !== id);
}

/**
 * What a page showing the stay again has seen of it: a newer price, and the room, rate and
 * promotion where that page shows them (the hotel's page names no promotion's original total).
 */
export interface SeenAgain {
  price: SavedPrice;
  room: SavedStay["room"];
  promotion?: SavedStay["promotion"];
}

/**
 * The list with a saved stay's "last seen" brought up to date, or null when nothing changed (no
 * write then): only a price seen later than the one kept counts, and the entry keeps its place.
 */
export function withStaySeenAgain(stays: readonly SavedStay[], id: string, seen: SeenAgain): SavedStay[] | null {
  const index = stays.findIndex((stay) => savedStayIdOf(stay) === id);
  const stay = stays[index];
  if (!stay || (stay.price && stay.price.seenAt >= seen.price.seenAt)) return null;
  const updated: SavedStay = { ...stay, price: seen.price, room: seen.room ?? stay.room, promotion: seen.promotion === undefined ? stay.promotion : seen.promotion };
  return stays.map((other, i) => (i === index ? updated : other));
}
