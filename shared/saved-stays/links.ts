import type { SavedSearch, SavedStay } from "./schema";

/**
 * Where saved stays lead. The query is SPEC §2's, written here rather than with search-query.ts:
 * the saved stays' chunks load after hydration, and sharing that module with them would split the
 * chunks every results page loads up front (docs/saved-stays.md, "Chunks").
 */

/** The edge finds the stay in a new search for the saved one, then opens its page (routes/saved-open.tsx). */
const OPEN_SAVED_PATH = "/saved/open";

function paramsOf(search: SavedSearch, withDates: boolean): URLSearchParams {
  const params = new URLSearchParams({ product: search.product });
  if (search.departure) params.set("departure", search.departure);
  params.set("destination", search.destination);
  if (withDates) {
    params.set("outboundDate", search.outboundDate);
    params.set("returnDate", search.returnDate);
  }
  params.set("adults", String(search.adults));
  if (search.childrenAges.length) params.set("childrenAges", search.childrenAges.join("-"));
  if (search.mealPlans.length) params.set("mealPlans", search.mealPlans.join("-"));
  if (search.freeCancellation) params.set("freeCancellation", "true");
  return params;
}

/** A search is complete when the backend can run it: a package also needs where its flight leaves from. */
const isCompleteSearch = (search: SavedSearch) => search.product !== "DP" || search.departure !== null;

/**
 * Where a saved stay leads: its page for the same search, found again and priced again there (the
 * price kept here is only the last seen). A search still missing something (a package deal names
 * no departure) opens its results, whose form asks for it.
 */
export function savedStayHref(stay: SavedStay): string {
  const params = paramsOf(stay.search, true);
  if (!isCompleteSearch(stay.search)) return `/${stay.search.product}?${params}`;
  params.set("accommodationId", stay.accommodationId);
  if (stay.room) params.set("mealPlan", stay.room.mealPlan);
  return `${OPEN_SAVED_PATH}?${params}`;
}

/** The results of the saved search (every stay for the trip). */
export const tripResultsHref = (search: SavedSearch) => `/${search.product}?${paramsOf(search, true)}`;

/** A past trip's destination and party, for new dates: the results page's form asks for them. */
export const newDatesHref = (search: SavedSearch) => `/${search.product}?${paramsOf(search, false)}`;
