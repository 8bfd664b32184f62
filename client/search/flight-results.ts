import type { Facet, TransportSearchRequest } from "../../shared/api/shopping";
import { flightCardsPageOf, type FlightCardsPage } from "../../shared/search/flight-card";
import { TRANSPORT_FACETS } from "../../shared/api/shopping/transport-constants";
import { PROPOSALS_PAGE_SIZE, type Language } from "../../shared/constants";
import { retryOnGenericError } from "../../shared/search/flight-retry";
import type { ResultsQuery } from "../../shared/search/results-query";
import type { Api } from "../../shared/api/client";
import { RESULTS_DEADLINE_MS } from "./hotel-results";

/**
 * What a flight results page shows once the backend has answered (SPEC §4/§8): a page of proposals
 * (possibly empty after filters, with its facet counts), or the no-result message, which is what
 * flights show for NO_CONTENT, for GENERIC_ERROR after the last retry and for any other failure.
 * `reason` is for logs and tests, never for the shopper.
 */
export type FlightResults =
  | { kind: "results"; page: FlightCardsPage }
  | { kind: "no-result"; reason: "no-search" | "no-content" | "retries-exhausted" | "failed" | "deadline" };

export interface FlightResultsRequest {
  search: TransportSearchRequest;
  results: ResultsQuery;
  facets: Facet[];
  sort: ResultsQuery["sort"];
  language: Language;
}

/** The facet summaries the panel shows counts or ranges for (filtersMetadata, SPEC §3). */
const SUMMARISED_FACETS = [
  TRANSPORT_FACETS.price,
  TRANSPORT_FACETS.outboundStops,
  TRANSPORT_FACETS.inboundStops,
  TRANSPORT_FACETS.baggageIncluded,
  TRANSPORT_FACETS.connectionTime,
  TRANSPORT_FACETS.tripDuration,
];

/**
 * CreateSearch (unless the URL already names a search), then RetrieveProposals with SPEC §4's
 * retry. A search the backend no longer knows is made again once. Never rejects, and always
 * settles before the streamed page's deadline.
 */
export function loadFlightResults(api: Api, request: FlightResultsRequest, deadlineMs = RESULTS_DEADLINE_MS): Promise<FlightResults> {
  const deadline = Date.now() + deadlineMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<FlightResults>((resolve) => {
    timer = setTimeout(() => resolve({ kind: "no-result", reason: "deadline" }), deadlineMs);
  });
  const load = fetchResults(api, request, deadline).catch((): FlightResults => ({ kind: "no-result", reason: "failed" }));
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

async function fetchResults(api: Api, { search, results, facets, sort, language }: FlightResultsRequest, deadline: number): Promise<FlightResults> {
  const pageRequest = {
    page: { number: results.page, size: PROPOSALS_PAGE_SIZE },
    facets,
    sort,
    filtersMetadata: { facetNames: SUMMARISED_FACETS },
    staticData: { language },
  };
  const create = async () => {
    const created = await api.transport.createSearch(search);
    return created.ok ? created.value.searchId : null;
  };
  const retrieve = (searchId: string) => retryOnGenericError(() => api.transport.retrieveProposals(searchId, pageRequest), { deadline });

  let searchId = results.searchId ?? (await create());
  if (!searchId) return { kind: "no-result", reason: "no-search" };
  let { result } = await retrieve(searchId);
  if (!result.ok && result.error.message === "SEARCH_NOT_FOUND" && results.searchId) {
    searchId = await create();
    if (!searchId) return { kind: "no-result", reason: "no-search" };
    ({ result } = await retrieve(searchId));
  }
  // Only what the cards show travels on to the page (and into its HTML).
  if (result.ok) return { kind: "results", page: flightCardsPageOf(result.value) };
  if (result.error.message === "NO_CONTENT") return { kind: "no-result", reason: "no-content" };
  return { kind: "no-result", reason: result.error.message === "GENERIC_ERROR" ? "retries-exhausted" : "failed" };
}
