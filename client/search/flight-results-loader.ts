import type { AppLoadContext } from "react-router";
import { TRANSPORT_SORTS } from "../../shared/api/shopping/transport-constants";
import { createApi } from "../../shared/api/client";
import { todayIso } from "../../shared/dates";
import { budgetCapOf } from "../../shared/search/budget";
import { flightFacetsFromFilters, flightFiltersFromParams } from "../../shared/search/flight-filters";
import { flightSearchRequestFrom, flightSortOf, freeFlightVoucherOf, isReturnTrip, type FlightProduct } from "../../shared/search/flight-search-request";
import { resultsQueryFrom } from "../../shared/search/results-query";
import { placeNamesOf } from "../../shared/places";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { textsFor, RESULTS_NAMESPACES } from "../i18n/dictionaries.server";
import { loadFlightResults } from "./flight-results";
import { flightDateStrip } from "../date-strip";

const FLIGHT_RESULTS_NAMESPACES = [...RESULTS_NAMESPACES, "flights"] as const;

/**
 * The loader of every flight results route (/F, /FF, /memSearch). Like the hotel results it runs
 * in the worker, straight to the backend with the shopper's bearer (`context.backend`), and
 * returns the backend calls as a promise so the shell streams first and the cards follow in the
 * same response. A free-flight search of a brand with a voucher caps the price and sorts by it.
 */
export function flightResultsLoader(request: Request, context: AppLoadContext, product: FlightProduct, options: { memberSearch?: boolean } = {}) {
  const params = new URL(request.url).searchParams;
  const query = parseSearchQuery(params);
  const results = resultsQueryFrom(params, TRANSPORT_SORTS);
  const filters = flightFiltersFromParams(params);
  const voucher = freeFlightVoucherOf(context.brand, product);
  const search = flightSearchRequestFrom(query, product, context.brand, todayIso());
  const returnTrip = isReturnTrip(query);
  const startedAt = Date.now();
  const api = createApi(context.backend);
  // A member search asks for the members' prices (the backend checks the bearer).
  const searchRequest = search.ok ? (options.memberSearch ? { ...search.request, memberPrices: true } : search.request) : null;
  const facets = flightFacetsFromFilters(filters, { returnTrip, voucherCapMinor: voucher?.capMinor ?? null, budgetCapMinor: budgetCapOf(context.brand.brand) });
  const sort = flightSortOf(results, voucher);
  const outcome = searchRequest ? loadFlightResults(context.backend, { search: searchRequest, results, facets, sort, language: context.brand.language }, context.searchBudgetMs) : null;
  // The flexible-dates strip follows the first page (client/date-strip); none for crawlers.
  const dateStrip =
    searchRequest && outcome && context.datePrices
      ? flightDateStrip(api, searchRequest, outcome, { domain: context.domain, store: context.datePrices, facets, language: context.brand.language, currency: context.brand.brand.currency, results: { ...results, sort }, startedAt })
      : null;
  return {
    product,
    query,
    placeNames: placeNamesOf(query, context.brand.language),
    results: voucher ? { ...results, sort: flightSortOf(results, voucher) } : results,
    filters,
    voucher,
    returnTrip,
    incomplete: search.ok ? null : search.missing,
    outcome,
    // How long the outcome may take (the waiting state's bar fills over it).
    searchBudgetMs: context.searchBudgetMs,
    dateStrip,
    texts: textsFor(context, FLIGHT_RESULTS_NAMESPACES),
  };
}

export type FlightResultsData = ReturnType<typeof flightResultsLoader>;
