import type { Facet, TransportSearchRequest } from "../../shared/api/shopping";
import { flightCardsPageOf, type FlightCardsPage } from "../../shared/search/flight-card";
import { TRANSPORT_FACETS } from "../../shared/api/shopping/transport-constants";
import { FLIGHT_RETRY_CAP, PROPOSALS_PAGE_SIZE, type Language } from "../../shared/constants";
import { GENERIC_ERROR, retryOnGenericError } from "../../shared/search/flight-retry";
import type { ResultsQuery } from "../../shared/search/results-query";
import { createApi, type Api } from "../../shared/api/client";
import { abortableTransport } from "../../shared/api/abortable-transport";
import type { ApiTransport } from "../../shared/api/transport";
import { SEARCH_BUDGET_MS } from "../../shared/search/search-budget";
import { withDeadline } from "../../shared/with-deadline";
import { pageOfSearch } from "./search-then-page";

/**
 * What a flight results page shows once the backend has answered (SPEC §4/§8): a page of proposals
 * (possibly empty after filters, with its facet counts), or the no-result message, which is what
 * flights show for NO_CONTENT, for GENERIC_ERROR after the last retry and for any other failure.
 * `reason` is for logs and tests, never for the shopper. A backend still searching when the
 * budget ran out has not said there are no flights: that search "took too long".
 */
export type FlightResults =
  | { kind: "results"; page: FlightCardsPage }
  | { kind: "no-result"; reason: "no-search" | "no-content" | "retries-exhausted" | "failed" }
  | { kind: "timed-out" };

interface FlightResultsRequest {
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
 * retry, all inside one budget (SPEC §7's 60 s): slow is waited for, and past the budget the
 * calls are let go and the page says the search took too long. A search the backend no longer
 * knows is made again once. Never rejects.
 */
export function loadFlightResults(transport: ApiTransport, request: FlightResultsRequest, budgetMs = SEARCH_BUDGET_MS): Promise<FlightResults> {
  const deadline = Date.now() + budgetMs;
  return withDeadline(
    (signal) => fetchResults(createApi(abortableTransport(transport, signal)), request, deadline),
    deadline,
    (): FlightResults => ({ kind: "timed-out" }),
    (): FlightResults => ({ kind: "no-result", reason: "failed" }),
  );
}

async function fetchResults(api: Api, { search, results, facets, sort, language }: FlightResultsRequest, deadline: number): Promise<FlightResults> {
  const pageRequest = {
    page: { number: results.page, size: PROPOSALS_PAGE_SIZE },
    facets,
    sort,
    filtersMetadata: { facetNames: SUMMARISED_FACETS },
    staticData: { language },
  };
  const retrieved = await pageOfSearch({
    searchId: results.searchId,
    create: async () => {
      const created = await api.transport.createSearch(search);
      return created.ok ? created.value.searchId : null;
    },
    retrieve: (searchId) => retryOnGenericError(() => api.transport.retrieveProposals(searchId, pageRequest), { deadline }),
    notFound: ({ result }) => !result.ok && result.error.message === "SEARCH_NOT_FOUND",
  });
  if (!retrieved) return { kind: "no-result", reason: "no-search" };
  const { result, calls } = retrieved;
  // Only what the cards show travels on to the page (and into its HTML).
  if (result.ok) return { kind: "results", page: flightCardsPageOf(result.value) };
  if (result.error.kind === "timeout") return { kind: "timed-out" };
  if (result.error.message === "NO_CONTENT") return { kind: "no-result", reason: "no-content" };
  if (result.error.message !== GENERIC_ERROR) return { kind: "no-result", reason: "failed" };
  // GENERIC_ERROR: "no flights" only once SPEC §4's retries are spent; the budget ending first is a timeout.
  return calls > FLIGHT_RETRY_CAP ? { kind: "no-result", reason: "retries-exhausted" } : { kind: "timed-out" };
}
