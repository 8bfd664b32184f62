/**
 * The search budget of the e2e worker (SEARCH_BUDGET_MS, set by servers.ts): SPEC §7's 60 s
 * scaled down so a search that never answers takes 25 s to time out, while the 12 s flights and
 * 20 s hotels of tests/e2e/slow-searches.test.ts still fit inside it.
 */
export const E2E_SEARCH_BUDGET_MS = 25_000;
