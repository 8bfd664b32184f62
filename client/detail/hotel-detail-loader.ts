import type { AppLoadContext } from "react-router";
import type { AccommodationPromotions, AccommodationStaticData, AlternativeTransportsPage } from "../../shared/api/shopping";
import { createApi, type Api } from "../../shared/api/client";
import { abortableTransport } from "../../shared/api/abortable-transport";
import { withDeadline } from "../../shared/with-deadline";
import type { Language } from "../../shared/constants";
import { logApiError } from "../../shared/api/client/errors";
import { flightFacetsFromFilters, flightFiltersFromParams } from "../../shared/search/flight-filters";
import { hotelDetailIdsFrom, resultsHrefOf, type HotelDetailIds } from "../../shared/search/hotel-detail-query";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { DETAIL_NAMESPACES, textsFor } from "../i18n/dictionaries.server";
import { pollPricing, type PricingState } from "./pricing-poll";

export type StaticDataState = { kind: "facts"; facts: AccommodationStaticData; promotions: AccommodationPromotions["promotions"] } | { kind: "failed" };
export type AlternativesState = { kind: "alternatives"; page: AlternativeTransportsPage } | { kind: "failed" } | { kind: "none" };

/** The alternative flights a package shows at once, cheapest first. */
const ALTERNATIVES_SHOWN = 5;

/** The hotel's facts and promotions (static, the same for every search and shopper of a language). */
export async function loadFacts(api: Api, accommodationId: string, language: Language): Promise<StaticDataState> {
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

/** The facts by `deadline` (the search budget): late or failed, the page says it could not show them. */
export function factsWithin(context: AppLoadContext, accommodationId: string, deadline: number): Promise<StaticDataState> {
  const failed: StaticDataState = { kind: "failed" };
  return withDeadline((signal) => loadFacts(createApi(abortableTransport(context.backend, signal)), accommodationId, context.brand.language), deadline, () => failed, () => failed);
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
    if (created.error.kind === "timeout") return { kind: "timed-out" };
    return created.error.status === 404 ? { kind: "gone" } : { kind: "failed" };
  }
  return pollPricing(api, created.value.pricingId, { deadline });
}

/**
 * /hotel-detail, in the worker: the accommodation's facts and promotions, and its price for the
 * party and stay (CreatePricing → RetrievePricing, polled), and for a package the other flights it
 * could take (with the flight results' filters). Each is its own promise: the name and photos
 * stream as soon as they arrive, the price when it is confirmed. A slow hotel is waited for up to
 * the search budget (60 s), the page saying it is confirming; past it, the calls are let go and
 * the page says it took too long, with a retry.
 */
export function hotelDetailLoader(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const ids = hotelDetailIdsFrom(params);
  const query = parseSearchQuery(params);
  const texts = textsFor(context, DETAIL_NAMESPACES);
  if (!ids) return { ids: null, query, texts, facts: null, pricing: null, packageFlights: null, filters: null, resultsHref: "/", searchBudgetMs: context.searchBudgetMs };

  const deadline = Date.now() + context.searchBudgetMs;
  // Every call of the page is let go at the deadline (see withDeadline).
  const within = <T,>(work: (api: Api) => Promise<T>, late: T, failed: T) =>
    withDeadline((signal) => work(createApi(abortableTransport(context.backend, signal))), deadline, () => late, () => failed);
  const filters = flightFiltersFromParams(params);
  const pricing = within((api) => loadPricing(api, ids, deadline), { kind: "timed-out" } as PricingState, { kind: "failed" } as PricingState);
  const hasFlight = ids.product !== "H";
  const alternatives = hasFlight
    ? pricing.then((state) => within(async (api): Promise<AlternativesState> => {
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
      }, { kind: "failed" }, { kind: "failed" }))
    : null;
  return {
    ids,
    query,
    texts,
    facts: factsWithin(context, ids.accommodationId, deadline),
    pricing,
    // With the pricing it belongs to, so the screen awaits one promise made here, not one per render.
    packageFlights: alternatives
      ? Promise.all([pricing, alternatives]).then(([state, others]) => ({ pricing: state, alternatives: others }))
      : null,
    filters,
    resultsHref: resultsHrefOf(ids.product, params),
    // How long the price may take (the waiting bar fills over it).
    searchBudgetMs: context.searchBudgetMs,
  };
}

export type HotelDetailData = ReturnType<typeof hotelDetailLoader>;
