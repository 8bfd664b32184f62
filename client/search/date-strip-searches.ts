import type { Facet, HotelSearchRequest, TransportSearchRequest } from "../../shared/api/shopping";
import type { Api } from "../../shared/api/client";
import type { ApiResult } from "../../shared/api/client/errors";
import { PRICE_SORT_NAME, type Language } from "../../shared/constants";
import { todayIso } from "../../shared/dates";
import { cheapestOf, datePriceKeyOf, stripDaysOf, type DatePriceStore, type DateStrip, type DayPrice, type StripDay } from "../../shared/search/date-strip";
import type { ResultsQuery } from "../../shared/search/results-query";
import type { FlightResults } from "./flight-results";
import type { HotelResults } from "./hotel-results";
import { loadDateStrip, type DateStripSearches, type FirstPageOutcome } from "./date-strip";

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

/** The first proposal by price, no facet summaries: the least a day's price needs. */
const cheapestRequest = (facets: Facet[], language: Language) => ({
  page: { number: 1, size: 1 },
  facets,
  sort: { name: PRICE_SORT_NAME, ascending: true },
  filtersMetadata: { facetNames: [] },
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

export function hotelDateStrip(api: Api, search: HotelSearchRequest, outcome: Promise<HotelResults>, ctx: StripContext): Promise<DateStrip | null> {
  const first = outcome.then((results): FirstPageOutcome => {
    if (results.kind === "failed" || (results.kind === "no-result" && results.reason !== "no-content")) return { kind: "failed" };
    if (results.kind === "no-result") return { kind: "none" };
    if (results.page.page.totalCount === 0) return { kind: "none" };
    return { kind: "results", searchId: results.page.searchId, cheapest: cheapestOnPage(ctx.results, results.page.proposals) };
  });
  const request = cheapestRequest(ctx.facets, ctx.language);
  const searches: DateStripSearches = {
    keyOf: keyOf(ctx, search),
    async searchDay(day) {
      const searchId = await api.hotels.createSearch({ ...search, ...datesOf(day) });
      return searchId ? dayPriceOf(await api.hotels.retrieveProposals(searchId, request)) : null;
    },
    cheapestOfSearch: async (searchId) => dayPriceOf(await api.hotels.retrieveProposals(searchId, request)),
  };
  return loadDateStrip(first, searches, { days: stripDaysOf(search.outboundDate, search.returnDate, todayIso()), store: ctx.store, currency: ctx.currency, startedAt: ctx.startedAt });
}

export function flightDateStrip(api: Api, search: TransportSearchRequest, outcome: Promise<FlightResults>, ctx: StripContext): Promise<DateStrip | null> {
  const first = outcome.then((results): FirstPageOutcome => {
    if (results.kind === "no-result") return results.reason === "no-content" ? { kind: "none" } : { kind: "failed" };
    if (results.page.page.totalCount === 0) return { kind: "none" };
    return { kind: "results", searchId: results.page.searchId, cheapest: cheapestOnPage(ctx.results, results.page.proposals) };
  });
  const request = cheapestRequest(ctx.facets, ctx.language);
  const searches: DateStripSearches = {
    keyOf: keyOf(ctx, search),
    async searchDay(day) {
      const created = await api.transport.createSearch({ ...search, ...datesOf(day) });
      // One try each: the strip does not retry (SPEC §4's retry is for the shopper's own search).
      return created.ok ? dayPriceOf(await api.transport.retrieveProposals(created.value.searchId, request)) : null;
    },
    cheapestOfSearch: async (searchId) => dayPriceOf(await api.transport.retrieveProposals(searchId, request)),
  };
  return loadDateStrip(first, searches, { days: stripDaysOf(search.outboundDate, search.returnDate ?? null, todayIso()), store: ctx.store, currency: ctx.currency, startedAt: ctx.startedAt });
}
