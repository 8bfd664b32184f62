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
 * A request's budget: the worker's configured one (`SEARCH_BUDGET_MS`, at most the default: tests
 * scale it down so they do not wait a minute), shortened for a crawler.
 */
export function searchBudgetMsOf(configuredMs: number, crawler: boolean): number {
  return crawler ? Math.min(configuredMs, CRAWLER_SEARCH_WAIT_MS) : configuredMs;
}
