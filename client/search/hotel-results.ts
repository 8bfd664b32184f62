import type { Facet, HotelSearchRequest } from "../../shared/api/shopping";
import { hotelCardsPageOf, type HotelCardsPage } from "../../shared/search/hotel-card";
import { PROPOSALS_PAGE_SIZE, type Language } from "../../shared/constants";
import type { ResultsQuery } from "../../shared/search/results-query";
import { createApi, type Api } from "../../shared/api/client";
import { abortableTransport } from "../../shared/api/abortable-transport";
import type { ApiTransport } from "../../shared/api/transport";
import { SEARCH_BUDGET_MS } from "../../shared/search/search-budget";
import { withDeadline } from "../../shared/with-deadline";
import { pageOfSearch } from "./search-then-page";

/**
 * What a hotel results page shows once the backend has answered (SPEC §4/§8): a page of proposals
 * (possibly empty, with its facet counts so filters can be loosened), no result (the search could
 * not be created, or has nothing), or a failed fetch, which just stops loading: no retry for hotels.
 * A backend still searching when the budget ran out is none of those: it "took too long".
 */
export type HotelResults =
  | { kind: "results"; page: HotelCardsPage }
  | { kind: "no-result"; reason: "no-search" | "no-content" }
  | { kind: "failed" }
  | { kind: "timed-out" };

interface HotelResultsRequest {
  search: HotelSearchRequest;
  results: ResultsQuery;
  facets: Facet[];
  language: Language;
}

/**
 * CreateSearch (unless the URL already names a search), then RetrieveProposals for the page, sort
 * and facets. A search the backend no longer knows is made again once, transparently. Waits up
 * to `budgetMs` (slow is not failed); past it the calls are let go and the page says the search
 * took too long. Never rejects: every failure is one of the states above.
 */
export function loadHotelResults(transport: ApiTransport, request: HotelResultsRequest, budgetMs = SEARCH_BUDGET_MS): Promise<HotelResults> {
  return withDeadline(
    (signal) => fetchResults(createApi(abortableTransport(transport, signal)), request),
    Date.now() + budgetMs,
    (): HotelResults => ({ kind: "timed-out" }),
    (): HotelResults => ({ kind: "failed" }),
  );
}

async function fetchResults(api: Api, { search, results, facets, language }: HotelResultsRequest): Promise<HotelResults> {
  const pageRequest = {
    page: { number: results.page, size: PROPOSALS_PAGE_SIZE },
    facets,
    sort: results.sort,
    staticData: { language },
  };
  const page = await pageOfSearch({
    searchId: results.searchId,
    create: () => api.hotels.createSearch(search),
    retrieve: (searchId) => api.hotels.retrieveProposals(searchId, pageRequest),
    notFound: (retrieved) => !retrieved.ok && retrieved.error.message === "SEARCH_NOT_FOUND",
  });
  if (!page) return { kind: "no-result", reason: "no-search" };
  // Only what the cards show travels on to the page (and into its HTML).
  if (page.ok) return { kind: "results", page: hotelCardsPageOf(page.value) };
  if (page.error.kind === "timeout") return { kind: "timed-out" };
  return page.error.message === "NO_CONTENT" ? { kind: "no-result", reason: "no-content" } : { kind: "failed" };
}
