import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { flightFiltersFromParams } from "../../shared/search/flight-filters";
import { hotelDetailIdsFrom, resultsHrefOf } from "../../shared/search/hotel-detail-query";
import { claimHotelFacts } from "./facts-prefetch";
import type { HotelDetailData, StaticDataState } from "./hotel-detail-loader";
import type { PricingState } from "./pricing-poll";

type Awaitable<T> = T | Promise<T>;
type PackageFlights = Awaited<NonNullable<HotelDetailData["packageFlights"]>>;

/** What the hotel's page shows: the loader's data, with the facts possibly already at hand. */
export type HotelDetailView = Omit<HotelDetailData, "facts"> & { facts: Awaitable<StaticDataState> | null };

const FAILED = { kind: "failed" } as const;

/**
 * How long a tap waits for facts still on their way before the page shows without them. React
 * reveals content that arrives after its fallback no sooner than 300 ms after the fallback
 * showed (its Suspense throttle), so waiting this long is never slower than the skeleton; the
 * results list meanwhile dims as busy.
 */
const FACTS_WAIT_MS = 300;

/**
 * A client navigation to a hotel's page. When the shopper's intent already fetched its facts
 * (facts-prefetch.ts), the page is shown at once with them, and only the price waits for the
 * loader in the worker, which starts pricing now, on the tap, never before. Without them (no
 * intent, another page's link, the flag off), the loader is asked as usual.
 *
 * The loader still reads the facts again (it cannot be told not to): two static, cacheable
 * reads, the price of showing the page before the worker answers.
 */
export async function hotelDetailClientLoader(request: Request, serverLoader: () => Promise<HotelDetailData>): Promise<HotelDetailView> {
  const params = new URL(request.url).searchParams;
  const ids = hotelDetailIdsFrom(params);
  const prefetched = ids ? claimHotelFacts(ids.accommodationId) : undefined;
  if (!ids || !prefetched) return serverLoader();

  const server = serverLoader();
  // A failed answer (the worker unreachable, over the visitor's limit) is the page's failed price, with its retry.
  const pricing: Promise<PricingState> = server.then((data) => data.pricing ?? FAILED, () => FAILED);
  const serverFacts = () => server.then((data) => data.facts ?? FAILED, () => FAILED);
  const arrived = prefetched.settled ?? (await Promise.race([prefetched.facts, new Promise<undefined>((resolve) => setTimeout(resolve, FACTS_WAIT_MS))]));
  return {
    ids,
    query: parseSearchQuery(params),
    texts: prefetched.texts,
    // Here: shown in the page's first frame. Still on their way: awaited by the page. Not to be had: the loader's.
    facts: arrived ?? (arrived === null ? serverFacts() : prefetched.facts.then((facts) => facts ?? serverFacts())),
    pricing,
    packageFlights:
      ids.product === "H"
        ? null
        : server.then(
            (data) => data.packageFlights ?? pricing.then((state): PackageFlights => ({ pricing: state, alternatives: { kind: "none" } })),
            (): PackageFlights => ({ pricing: FAILED, alternatives: FAILED }),
          ),
    filters: flightFiltersFromParams(params),
    resultsHref: resultsHrefOf(ids.product, params),
    searchBudgetMs: prefetched.searchBudgetMs,
  };
}
