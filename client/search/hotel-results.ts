import type { Facet, HotelSearchRequest } from "../../shared/api/shopping";
import { hotelCardsPageOf, type HotelCardsPage } from "../../shared/search/hotel-card";
import { PROPOSALS_PAGE_SIZE, type Language } from "../../shared/constants";
import type { ResultsQuery } from "../../shared/search/results-query";
import type { Api } from "../../shared/api/client";

/**
 * What a hotel results page shows once the backend has answered (SPEC §4/§8): a page of proposals
 * (possibly empty, with its facet counts so filters can be loosened), no result (the search could
 * not be created, or has nothing), or a failed fetch, which just stops loading: no retry for hotels.
 */
export type HotelResults =
  | { kind: "results"; page: HotelCardsPage }
  | { kind: "no-result"; reason: "no-search" | "no-content" }
  | { kind: "failed" };

/**
 * Beyond this the page shows the failed state instead of waiting: it must settle before React
 * Router gives up on streamed data (entry.server streamTimeout, 8 s).
 */
export const RESULTS_DEADLINE_MS = 7_000;

export interface HotelResultsRequest {
  search: HotelSearchRequest;
  results: ResultsQuery;
  facets: Facet[];
  language: Language;
}

/**
 * CreateSearch (unless the URL already names a search), then RetrieveProposals for the page, sort
 * and facets. A search the backend no longer knows is made again once, transparently. Never
 * rejects: every failure is one of the states above.
 */
export function loadHotelResults(api: Api, request: HotelResultsRequest, deadlineMs = RESULTS_DEADLINE_MS): Promise<HotelResults> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<HotelResults>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "failed" }), deadlineMs);
  });
  const load = fetchResults(api, request).catch((): HotelResults => ({ kind: "failed" }));
  return Promise.race([load, deadline]).finally(() => clearTimeout(timer));
}

async function fetchResults(api: Api, { search, results, facets, language }: HotelResultsRequest): Promise<HotelResults> {
  const pageRequest = {
    page: { number: results.page, size: PROPOSALS_PAGE_SIZE },
    facets,
    sort: results.sort,
    staticData: { language },
  };
  const create = () => api.hotels.createSearch(search);

  let searchId = results.searchId ?? (await create());
  if (!searchId) return { kind: "no-result", reason: "no-search" };
  let page = await api.hotels.retrieveProposals(searchId, pageRequest);
  if (!page.ok && page.error.message === "SEARCH_NOT_FOUND" && results.searchId) {
    searchId = await create();
    if (!searchId) return { kind: "no-result", reason: "no-search" };
    page = await api.hotels.retrieveProposals(searchId, pageRequest);
  }
  // Only what the cards show travels on to the page (and into its HTML).
  if (page.ok) return { kind: "results", page: hotelCardsPageOf(page.value) };
  return page.error.message === "NO_CONTENT" ? { kind: "no-result", reason: "no-content" } : { kind: "failed" };
}
