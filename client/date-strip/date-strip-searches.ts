import type { Facet, HotelSearchRequest, TransportSearchRequest } from "../../shared/api/shopping";
import type { Api } from "../../shared/api/client";
import type { ApiResult } from "../../shared/api/client/errors";
import { PRICE_SORT_NAME, type Language } from "../../shared/constants";
import { todayIso } from "../../shared/dates";
import { cheapestOf, datePriceKeyOf, stripDaysOf, type DatePriceStore, type DateStrip, type DayPrice, type StripDay } from "../../shared/search/date-strip";
import type { ResultsQuery } from "../../shared/search/results-query";
import type { FlightResults } from "../search/flight-results";
import type { HotelResults } from "../search/hotel-results";
import { loadDateStrip, type DateStripSearches, type FirstPageOutcome } from "./load-date-strip";

/** The flexible-dates strip of a hotel-side or flight results page, wired to its backend calls. */

interface StripContext {
  domain: string;
  store: DatePriceStore;
  facets: Facet[];
  language: Language;
  results: ResultsQuery;
  currency: string;
  startedAt: number;
}

/** The first proposal by price: the least a day's price needs. */
const cheapestRequest = (facets: Facet[], language: Language) => ({
  page: { number: 1, size: 1 },
  facets,
  sort: { name: PRICE_SORT_NAME, ascending: true },
  staticData: { language },
});

/** NO_CONTENT and an empty page are "nothing that day"; any other failure is "not known". */
function dayPriceOf(page: ApiResult<{ proposals: { price: { total: { amount: number; currency: string } } }[] }>): DayPrice | null {
  if (page.ok) return cheapestOf(page.value.proposals.map((p) => ({ total: p.price.total.amount, currency: p.price.total.currency })));
  return page.error.message === "NO_CONTENT" ? { kind: "none" } : null;
}

/** The page's own cheapest, known without a call when it is the first page sorted by price. */
function cheapestOnPage(results: ResultsQuery, proposals: { total: number; currency: string }[]): DayPrice | null {
  const byPrice = results.page === 1 && results.sort.name === PRICE_SORT_NAME && results.sort.ascending;
  return byPrice ? cheapestOf(proposals.slice(0, 1)) : null;
}

const keyOf = (ctx: StripContext, search: HotelSearchRequest | TransportSearchRequest) => (day: StripDay) =>
  datePriceKeyOf({ domain: ctx.domain, scope: ctx.store.scope ?? "anonymous", search: { ...search, ...datesOf(day) }, facets: ctx.facets });

function datesOf(day: StripDay): { outboundDate: string; returnDate?: string } {
  return day.returnDate ? { outboundDate: day.outboundDate, returnDate: day.returnDate } : { outboundDate: day.outboundDate };
}

/** A product's two shopping calls, as the strip uses them: a search's id (null when it failed), then one page. */
interface ProductCalls<S> {
  createSearch(body: S): Promise<string | null>;
  retrieveProposals(searchId: string, request: ReturnType<typeof cheapestRequest>): Promise<ApiResult<{ proposals: { price: { total: { amount: number; currency: string } } }[] }>>;
}

/** The strip of one results page, whatever the product: each other day searched through `calls`. */
function stripOf<S extends HotelSearchRequest | TransportSearchRequest>(calls: ProductCalls<S>, search: S, first: Promise<FirstPageOutcome>, ctx: StripContext): Promise<DateStrip | null> {
  const request = cheapestRequest(ctx.facets, ctx.language);
  const cheapestOfSearch = async (searchId: string) => dayPriceOf(await calls.retrieveProposals(searchId, request));
  const searches: DateStripSearches = {
    keyOf: keyOf(ctx, search),
    async searchDay(day) {
      // One try each: the strip does not retry (SPEC §4's retry is for the shopper's own search).
      const searchId = await calls.createSearch({ ...search, ...datesOf(day) });
      return searchId ? cheapestOfSearch(searchId) : null;
    },
    cheapestOfSearch,
  };
  return loadDateStrip(first, searches, { days: stripDaysOf(search.outboundDate, search.returnDate ?? null, todayIso()), store: ctx.store, currency: ctx.currency, startedAt: ctx.startedAt });
}

export function hotelDateStrip(api: Api, search: HotelSearchRequest, outcome: Promise<HotelResults>, ctx: StripContext): Promise<DateStrip | null> {
  const first = outcome.then((results): FirstPageOutcome => {
    if (results.kind === "failed" || results.kind === "timed-out" || (results.kind === "no-result" && results.reason !== "no-content")) return { kind: "failed" };
    if (results.kind === "no-result") return { kind: "none" };
    if (results.page.page.totalCount === 0) return { kind: "none" };
    return { kind: "results", searchId: results.page.searchId, cheapest: cheapestOnPage(ctx.results, results.page.proposals) };
  });
  return stripOf(api.hotels, search, first, ctx);
}

export function flightDateStrip(api: Api, search: TransportSearchRequest, outcome: Promise<FlightResults>, ctx: StripContext): Promise<DateStrip | null> {
  const first = outcome.then((results): FirstPageOutcome => {
    if (results.kind === "timed-out") return { kind: "failed" };
    if (results.kind === "no-result") return results.reason === "no-content" ? { kind: "none" } : { kind: "failed" };
    if (results.page.page.totalCount === 0) return { kind: "none" };
    return { kind: "results", searchId: results.page.searchId, cheapest: cheapestOnPage(ctx.results, results.page.proposals) };
  });
  const calls: ProductCalls<TransportSearchRequest> = {
    createSearch: async (body) => {
      const created = await api.transport.createSearch(body);
      return created.ok ? created.value.searchId : null;
    },
    // No facet summaries: a flights-only field (SPEC §3), which a hotel search must not be sent.
    retrieveProposals: (searchId, request) => api.transport.retrieveProposals(searchId, { ...request, filtersMetadata: { facetNames: [] } }),
  };
  return stripOf(calls, search, first, ctx);
}
