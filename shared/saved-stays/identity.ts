import type { SavedSearch, SavedStay } from "./schema";

/**
 * A trip is what makes prices comparable: the product, where (and from where), the dates and the
 * party. Meal plans and free cancellation narrow the search but are the same trip.
 */
export function tripKeyOf(search: SavedSearch): string {
  return [search.product, search.destination, search.departure ?? "", search.outboundDate, search.returnDate, search.adults, [...search.childrenAges].sort((a, b) => a - b).join("-")].join("|");
}

/**
 * A saved stay's id: the hotel on that trip (the same hotel for other dates is another entry).
 * Short and stable, so it can name stays in a URL (`/saved?compare=…`); derived, never stored,
 * so an edited entry cannot claim another's id.
 */
export function savedStayIdOf(stay: Pick<SavedStay, "accommodationId" | "search">): string {
  // FNV-1a, 32 bits: ample for at most 50 entries, and the same in every browser.
  let hash = 0x811c9dc5;
  const text = `${stay.accommodationId}|${tripKeyOf(stay.search)}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
