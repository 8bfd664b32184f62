import { dateStripOf, MAX_STRIP_SEARCHES, type DatePriceStore, type DateStrip, type DayPrice, type StripDay } from "../../shared/search/date-strip";
import { withDeadline } from "../../shared/with-deadline";

/**
 * The flexible-dates strip, computed in the worker after the first page of results (so it never
 * delays them, and nothing is searched when that page failed): each other day is one search
 * (CreateSearch, then the first proposal sorted by price, with the page's own facets so the
 * prices compare with the list), all in parallel, at most six, each day's answer kept in the
 * edge's cache. The searched day's price comes from the page itself, or from one more
 * RetrieveProposals on the page's own search when the page is not sorted by price.
 */

/** The strip answers at most this long after the first page; days still searching show no price. */
const STRIP_AFTER_FIRST_PAGE_MS = 1_000;
/** …and never after this long from the loader's start, well inside the stream's 8 s. */
const STRIP_DEADLINE_MS = 7_500;

/** What the strip needs to know of the first page. */
export type FirstPageOutcome =
  /** Backend failure: no strip. */
  | { kind: "failed" }
  /** The search has nothing to sell that day. */
  | { kind: "none" }
  /** Results; `cheapest` known when the page is the first one sorted by price ascending. */
  | { kind: "results"; searchId: string; cheapest: DayPrice | null };

export interface DateStripSearches {
  /** Search one other day: its cheapest price, none, or null when the backend failed. */
  searchDay(day: StripDay): Promise<DayPrice | null>;
  /** The cheapest of the page's own search, sorted by price (one RetrieveProposals). */
  cheapestOfSearch(searchId: string): Promise<DayPrice | null>;
  /** The normalised key of a day (shared/search/date-strip.ts datePriceKeyOf). */
  keyOf(day: StripDay): string;
}

interface DateStripOptions {
  days: StripDay[];
  store: DatePriceStore;
  /** The brand's currency, for a strip without a single price. */
  currency: string;
  startedAt?: number;
  afterFirstPageMs?: number;
  deadlineMs?: number;
}

export async function loadDateStrip(firstPage: Promise<FirstPageOutcome>, searches: DateStripSearches, options: DateStripOptions): Promise<DateStrip | null> {
  const startedAt = options.startedAt ?? Date.now();
  const first = await firstPage;
  if (first.kind === "failed" || options.days.length < 2) return null;
  // The renderer writes the cards in a timer task of its own once the page resolved (React's
  // ping); two timer turns put the strip's hashing, cache reads and searches after that write.
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  const deadline = Math.min(Date.now() + (options.afterFirstPageMs ?? STRIP_AFTER_FIRST_PAGE_MS), startedAt + (options.deadlineMs ?? STRIP_DEADLINE_MS));
  const { store } = options;

  const priceOf = async (day: StripDay, extraSearches: { left: number }): Promise<DayPrice | null> => {
    const key = searches.keyOf(day);
    const cached = await store.get(key);
    if (cached) return cached;
    let price: DayPrice | null;
    if (day.offset === 0) {
      price = first.kind === "none" ? { kind: "none" } : (first.cheapest ?? (await searches.cheapestOfSearch(first.searchId)));
    } else {
      // Bounded whatever the caller passes: never more than six searches for one page.
      if (extraSearches.left <= 0) return null;
      extraSearches.left -= 1;
      price = await searches.searchDay(day).catch(() => null);
    }
    // A failure is not kept: the next page asks again.
    if (price) await store.put(key, price);
    return price;
  };

  const budget = { left: MAX_STRIP_SEARCHES };
  const prices = await Promise.all(
    options.days.map((day) =>
      withDeadline(
        () => priceOf(day, budget),
        deadline,
        () => null,
        () => null,
      ),
    ),
  );
  return dateStripOf(options.days.map((day, i) => ({ ...day, price: prices[i] ?? null })), options.currency);
}
