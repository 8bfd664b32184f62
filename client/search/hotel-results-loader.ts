import type { AppLoadContext } from "react-router";
import { HOTEL_SORTS } from "../../shared/api/shopping/hotel-constants";
import { todayIso } from "../../shared/dates";
import { budgetCapOf } from "../../shared/search/budget";
import { hotelFacetsFromFilters, hotelFiltersFromParams } from "../../shared/search/hotel-filters";
import { hotelSearchRequestFrom, type HotelProduct } from "../../shared/search/hotel-search-request";
import { resultsQueryFrom } from "../../shared/search/results-query";
import { placeNamesOf } from "../../shared/places";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { createApi } from "../../shared/api/client";
import { DETAIL_NAMESPACES, textsFor, RESULTS_NAMESPACES } from "../i18n/dictionaries.server";
import { loadHotelResults } from "./hotel-results";
import { hotelDateStrip } from "../date-strip";

/**
 * The loader of every hotel-side results route (/H, /DP, /HGH, /deal-search, /hdpMemSearch). It
 * runs in the worker for the first response (through `context.backend`, straight to the backend
 * with the shopper's bearer) and again for client navigations (sort, filters, pages). The backend
 * calls are returned as a promise, so the shell streams first and the cards follow in the same
 * response; an incomplete search makes no call and the screen shows the form.
 */
export function hotelResultsLoader(request: Request, context: AppLoadContext, product: HotelProduct, options: { dealSearch: boolean; memberSearch?: boolean }) {
  const params = new URL(request.url).searchParams;
  const query = parseSearchQuery(params);
  const results = resultsQueryFrom(params, HOTEL_SORTS);
  const filters = hotelFiltersFromParams(params);
  const search = hotelSearchRequestFrom(query, product, context.brand, todayIso());
  const startedAt = Date.now();
  const api = createApi(context.backend);
  // A member search asks for the members' prices (the backend checks the bearer).
  const searchRequest = search.ok ? (options.memberSearch ? { ...search.request, memberPrices: true } : search.request) : null;
  const facets = hotelFacetsFromFilters(filters, { dealSearch: options.dealSearch, budgetCapMinor: budgetCapOf(context.brand.brand) });
  const outcome = searchRequest ? loadHotelResults(context.backend, { search: searchRequest, results, facets, language: context.brand.language }, context.searchBudgetMs) : null;
  // The flexible-dates strip follows the first page (client/date-strip); none for crawlers.
  const dateStrip =
    searchRequest && outcome && context.datePrices
      ? hotelDateStrip(api, searchRequest, outcome, { domain: context.domain, store: context.datePrices, facets, language: context.brand.language, currency: context.brand.brand.currency, results, startedAt })
      : null;
  return {
    product,
    dealSearch: options.dealSearch,
    query,
    placeNames: placeNamesOf(query, context.brand.language),
    results,
    filters,
    incomplete: search.ok ? null : search.missing,
    // An incomplete search suggests the brand's destinations instead (the landing's cards).
    destinations: search.ok ? null : context.brand.destinationProposals,
    outcome,
    // How long the outcome may take (the waiting state's bar fills over it).
    searchBudgetMs: context.searchBudgetMs,
    dateStrip,
    mapTileUrl: context.mapTileUrl,
    texts: textsFor(context, RESULTS_NAMESPACES),
    // The hotel page's texts (their address): a card the shopper points at fetches them with its facts.
    detailTexts: context.crawler ? null : textsFor(context, DETAIL_NAMESPACES),
  };
}

export type HotelResultsData = ReturnType<typeof hotelResultsLoader>;
