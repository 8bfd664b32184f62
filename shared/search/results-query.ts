import { DEFAULT_PAGE_NUMBER, DEFAULT_SORT } from "../constants";

/**
 * The part of a results URL that is not the search itself: which page, which order, and the id of
 * the backend search already made (so sorting, filtering and paging only ask for proposals again).
 *   page=2   sort=PRICE (ascending) or sort=-RATING (descending)   searchId=HS-…
 */
export interface ResultsQuery {
  page: number;
  sort: { name: string; ascending: boolean };
  searchId: string | null;
}

export const RESULTS_PARAMS = { page: "page", sort: "sort", searchId: "searchId" } as const;

/** Beyond any real result list; a bigger number is somebody typing. */
const MAX_PAGE = 500;

export function resultsQueryFrom(params: URLSearchParams, sortNames: readonly string[]): ResultsQuery {
  const pageRaw = params.get(RESULTS_PARAMS.page) ?? "";
  const page = /^\d{1,4}$/.test(pageRaw) && Number(pageRaw) >= 1 && Number(pageRaw) <= MAX_PAGE ? Number(pageRaw) : DEFAULT_PAGE_NUMBER;
  const sortRaw = params.get(RESULTS_PARAMS.sort) ?? "";
  const descending = sortRaw.startsWith("-");
  const sortName = descending ? sortRaw.slice(1) : sortRaw;
  const sort = sortNames.includes(sortName) ? { name: sortName, ascending: !descending } : { ...DEFAULT_SORT };
  const idRaw = params.get(RESULTS_PARAMS.searchId) ?? "";
  const searchId = /^[A-Za-z0-9_-]{1,64}$/.test(idRaw) ? idRaw : null;
  return { page, sort, searchId };
}

export function sortParamOf(sort: { name: string; ascending: boolean }): string {
  return sort.ascending ? sort.name : `-${sort.name}`;
}

/** Writes page, sort and search id into `params`; the defaults leave no parameter. */
export function writeResultsQuery(params: URLSearchParams, results: ResultsQuery): URLSearchParams {
  params.delete(RESULTS_PARAMS.page);
  params.delete(RESULTS_PARAMS.sort);
  params.delete(RESULTS_PARAMS.searchId);
  if (results.searchId) params.set(RESULTS_PARAMS.searchId, results.searchId);
  if (results.sort.name !== DEFAULT_SORT.name || results.sort.ascending !== DEFAULT_SORT.ascending) params.set(RESULTS_PARAMS.sort, sortParamOf(results.sort));
  if (results.page !== DEFAULT_PAGE_NUMBER) params.set(RESULTS_PARAMS.page, String(results.page));
  return params;
}
