import type { AppLoadContext } from "react-router";
import type { AccommodationPromotions, AccommodationStaticData, AlternativeTransportsPage } from "../../shared/api/shopping";
import { createApi, type Api } from "../../shared/api/client";
import type { Language } from "../../shared/constants";
import { logApiError } from "../../shared/api/client/errors";
import { flightFacetsFromFilters, flightFiltersFromParams } from "../../shared/search/flight-filters";
import { hotelDetailIdsFrom, resultsHrefOf, type HotelDetailIds } from "../../shared/search/hotel-detail-query";
import { parseSearchQuery } from "../../shared/search-query";
import { textsFor } from "../i18n/dictionaries.server";
import { RESULTS_DEADLINE_MS } from "../search/hotel-results";
import { pollPricing, type PricingState } from "./pricing-poll";

export type StaticDataState = { kind: "facts"; facts: AccommodationStaticData; promotions: AccommodationPromotions["promotions"] } | { kind: "failed" };
export type AlternativesState = { kind: "alternatives"; page: AlternativeTransportsPage } | { kind: "failed" } | { kind: "none" };

export const DETAIL_NAMESPACES = ["detail", "results", "flights", "search"] as const;
/** The alternative flights a package shows at once, cheapest first. */
export const ALTERNATIVES_SHOWN = 5;

/** Settles a backend promise with `fallback` at the page's deadline (it must settle before React Router's stream timeout). */
function withDeadline<T>(promise: Promise<T>, fallback: T, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

async function loadFacts(api: Api, accommodationId: string, language: Language): Promise<StaticDataState> {
  const [facts, promotions] = await Promise.all([
    api.hotels.retrieveAccommodationStaticData(accommodationId, { language }),
    api.hotels.retrieveAccommodationPromotion(accommodationId, { language }),
  ]);
  if (!facts.ok) {
    logApiError(facts.error);
    return { kind: "failed" };
  }
  return { kind: "facts", facts: facts.value, promotions: promotions.ok ? promotions.value.promotions : [] };
}

/** The pricing the URL names (after a flight change), else a new one for the proposal; then polled until priced. */
async function loadPricing(api: Api, ids: HotelDetailIds, deadline: number): Promise<PricingState> {
  if (ids.pricingId) {
    const kept = await pollPricing(api, ids.pricingId, { deadline });
    if (kept.kind !== "gone") return kept;
  }
  const created = await api.hotels.createPricing({ searchId: ids.searchId, proposalId: ids.proposalId });
  if (!created.ok) {
    logApiError(created.error);
    return created.error.status === 404 ? { kind: "gone" } : { kind: "failed" };
  }
  return pollPricing(api, created.value.pricingId, { deadline });
}

/**
 * /hotel-detail, in the worker: the accommodation's facts and promotions, and its price for the
 * party and stay (CreatePricing → RetrievePricing, polled), and for a package the other flights it
 * could take (with the flight results' filters). Each is its own promise: the name and photos
 * stream as soon as they arrive, the price when it is confirmed.
 */
export function hotelDetailLoader(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const ids = hotelDetailIdsFrom(params);
  const query = parseSearchQuery(params);
  const texts = textsFor(context, DETAIL_NAMESPACES);
  if (!ids) return { ids: null, query, texts, facts: null, pricing: null, packageFlights: null, filters: null, resultsHref: "/" };

  const api = createApi(context.backend);
  const deadline = Date.now() + RESULTS_DEADLINE_MS;
  const filters = flightFiltersFromParams(params);
  const pricing = withDeadline(loadPricing(api, ids, deadline), { kind: "pending" } as PricingState, deadline);
  const hasFlight = ids.product !== "H";
  const alternatives = hasFlight
    ? pricing.then(async (state): Promise<AlternativesState> => {
        if (state.kind !== "priced" || !state.pricing.transport) return { kind: "none" };
        const page = await api.hotels.getAlternativeTransports(state.pricing.id, {
          page: { number: 1, size: ALTERNATIVES_SHOWN },
          facets: flightFacetsFromFilters(filters, { returnTrip: true, voucherCapMinor: null }),
          sort: { name: "PRICE", ascending: true },
          filtersMetadata: {},
        });
        if (page.ok) return { kind: "alternatives", page: page.value };
        logApiError(page.error);
        return { kind: "failed" };
      })
    : null;
  return {
    ids,
    query,
    texts,
    facts: withDeadline(loadFacts(api, ids.accommodationId, context.brand.language), { kind: "failed" } as StaticDataState, deadline),
    pricing,
    // With the pricing it belongs to, so the screen awaits one promise made here, not one per render.
    packageFlights: alternatives
      ? Promise.all([pricing, withDeadline(alternatives, { kind: "failed" } as AlternativesState, deadline)]).then(([state, others]) => ({ pricing: state, alternatives: others }))
      : null,
    filters,
    resultsHref: resultsHrefOf(ids.product, params),
  };
}

export type HotelDetailData = ReturnType<typeof hotelDetailLoader>;
