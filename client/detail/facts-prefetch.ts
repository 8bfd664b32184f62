import type { StaticDataState } from "./hotel-detail-loader";

type Facts = Extract<StaticDataState, { kind: "facts" }>;

/** One hotel's facts asked for on intent, and what its page needs besides them to show at once. */
export interface PrefetchedFacts {
  /** The facts, or null when they could not be had (the page then asks its own loader). */
  facts: Promise<Facts | null>;
  /** The facts once they arrived, so a page can show them in its first frame rather than after a Suspense turn. */
  settled: Facts | null;
  /** The hotel page's texts (their address) and its search budget, as the results page was told them. */
  texts: string;
  searchBudgetMs: number;
}

interface Entry extends PrefetchedFacts {
  controller: AbortController;
  /** A page is showing these: a newer intent no longer cancels them. */
  claimed: boolean;
}

/** Hotels a shopper pointed at on this page load, by language and accommodation. */
const kept = new Map<string, Entry>();
const MAX_KEPT = 24;
/** The one intent prefetch in flight (its key), which a newer intent supersedes. */
let inFlight: string | null = null;

/** The page's language (the root renders the brand's on <html>): facts are kept per language. */
const keyOf = (accommodationId: string) => `${document.documentElement.lang}|${accommodationId}`;

const isFacts = (value: unknown): value is Facts => (value as { kind?: unknown } | null)?.kind === "facts";

/**
 * Fetches a hotel's facts (routes/hotel-facts, no price) unless they are already kept or on their
 * way. One intent prefetch is in flight per page: a newer one cancels the older, unless a page
 * already waits for it. Facts that could not be had are forgotten, so the page asks again.
 */
export function prefetchHotelFacts(accommodationId: string, page: { texts: string; searchBudgetMs: number }): void {
  const key = keyOf(accommodationId);
  if (kept.has(key)) return;
  cancelFactsPrefetch();
  const controller = new AbortController();
  const entry: Entry = {
    ...page,
    controller,
    claimed: false,
    settled: null,
    facts: fetch(`/hotel-detail/facts?accommodationId=${encodeURIComponent(accommodationId)}`, {
      signal: controller.signal,
      credentials: "same-origin",
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((state: unknown) => (isFacts(state) ? state : null))
      .catch(() => null),
  };
  void entry.facts.then((facts) => {
    entry.settled = facts;
    if (inFlight === key) inFlight = null;
    if (facts === null && kept.get(key) === entry) kept.delete(key);
  });
  kept.set(key, entry);
  inFlight = key;
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
}

/** Lets go of the prefetch in flight (a touch that became a scroll), unless a page waits for it. */
export function cancelFactsPrefetch(): void {
  const entry = inFlight === null ? undefined : kept.get(inFlight);
  if (entry && !entry.claimed) {
    entry.controller.abort();
    kept.delete(inFlight!);
  }
  inFlight = null;
}

/** The facts fetched on intent for this hotel, for its page to show (kept for Back and a second look). */
export function claimHotelFacts(accommodationId: string): PrefetchedFacts | undefined {
  const entry = kept.get(keyOf(accommodationId));
  if (entry) entry.claimed = true;
  return entry;
}
