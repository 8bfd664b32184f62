import { REQUEST_TIMEOUT_MS } from "../constants";

/**
 * How long a shopper's search (or a price being confirmed) is waited for before the page says it
 * took too long: SPEC §7/§9's request timeout, 60 s, with every retry of SPEC §4 inside it. Slow
 * is not empty: until then the page says it is still searching.
 */
export const SEARCH_BUDGET_MS = REQUEST_TIMEOUT_MS;

/**
 * A crawler gets the whole document at once (entry.server waits for all of it), so it is not
 * kept a minute: past this it gets the page's "took too long" state, like the flags' wait.
 */
export const CRAWLER_SEARCH_WAIT_MS = 10_000;

/**
 * The budget from the worker's `SEARCH_BUDGET_MS` (tests scale it down so they do not wait a
 * minute): a positive number of milliseconds up to the default; anything else is the default.
 */
export function searchBudgetMsOf(configured: string | undefined, crawler: boolean): number {
  const value = Number(configured);
  const budget = configured !== undefined && Number.isFinite(value) && value > 0 ? Math.min(value, SEARCH_BUDGET_MS) : SEARCH_BUDGET_MS;
  return crawler ? Math.min(budget, CRAWLER_SEARCH_WAIT_MS) : budget;
}
