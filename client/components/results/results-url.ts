import { NO_HOTEL_FILTERS, writeHotelFilters, type HotelFilters } from "../../../shared/search/hotel-filters";
import { RESULTS_PARAMS, writeResultsQuery, type ResultsQuery } from "../../../shared/search/results-query";

/**
 * Links of a results page. The URL is the state: every sort, filter and page change is a link (or
 * a GET form) built from the current query, so Back restores the previous results and Reload
 * keeps them. The search's own parameters are carried along untouched.
 */
export function resultsHref(pathname: string, search: string, change: { filters?: HotelFilters; results?: ResultsQuery }): string {
  const params = new URLSearchParams(search);
  if (change.filters) writeHotelFilters(params, change.filters);
  if (change.results) writeResultsQuery(params, change.results);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A filter change starts again from page 1 of the same search. */
export function withFilters(pathname: string, search: string, results: ResultsQuery, filters: HotelFilters): string {
  return resultsHref(pathname, search, { filters, results: { ...results, page: 1 } });
}

export function withoutFilters(pathname: string, search: string, results: ResultsQuery): string {
  return withFilters(pathname, search, results, NO_HOTEL_FILTERS);
}

/**
 * The hidden fields a GET form (sort, filters) carries so its submission keeps the search: every
 * current parameter except those the form itself sets, the page (a change starts at page 1) and
 * the search id, which comes from the results actually shown.
 */
export function carriedFields(search: string, formNames: readonly string[], searchId: string | null): [string, string][] {
  const params = new URLSearchParams(search);
  const dropped = new Set<string>([...formNames, RESULTS_PARAMS.page, RESULTS_PARAMS.searchId]);
  const fields = [...params].filter(([name]) => !dropped.has(name));
  if (searchId) fields.push([RESULTS_PARAMS.searchId, searchId]);
  return fields;
}

/** A stay's detail page: the search's own parameters, with the product and the proposal chosen from this search. */
export function hotelDetailHref(search: string, chosen: { product: string; searchId: string; proposalId: string; accommodationId: string }): string {
  const params = new URLSearchParams(search);
  params.set("product", chosen.product);
  params.set("searchId", chosen.searchId);
  params.set("proposalId", chosen.proposalId);
  params.set("accommodationId", chosen.accommodationId);
  return `/hotel-detail?${params}`;
}
