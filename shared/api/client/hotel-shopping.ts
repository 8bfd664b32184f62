import {
  AccommodationPromotionsSchema, AccommodationStaticDataSchema, AllHotelProposalsSchema, AlternativeTransportsPageSchema,
  HotelProposalsPageSchema, HotelSearchIdSchema, PricingIdSchema, PricingSchema, SelectionSchema,
  type AccommodationPromotionRequest, type AccommodationPromotions, type AccommodationStaticData, type AccommodationStaticDataRequest, type AllHotelProposals,
  type AlternativeTransportsPage, type AlternativeTransportsRequest, type CreatePricingRequest, type CreateSelectionRequest,
  type HotelProposalsPage, type HotelSearchRequest, type Pricing, type PricingId, type ProposalsPageRequest, type Selection,
  type UpdateTransportRequest,
} from "../shopping";
import type { ApiResult } from "./errors";
import { createDestinationsApi } from "./destinations";
import { callApi } from "./request";
import type { ApiTransport } from "../transport";

/** `/api/services/app/ShoppingHDPService`: hotel, package (DP) and hotel-plus-flight (HGH) shopping (SPEC §7). */

const BASE = "/api/services/app/ShoppingHDPService";

export function createHotelShoppingApi(transport: ApiTransport) {
  return {
    /**
     * Creates a search and returns its id (`result.id.value`), or null when creation failed: SPEC §8
     * "Failed search creation returns null". The failure is still logged by callApi; callers only
     * need to know there is no search to page through.
     */
    async createSearch(body: HotelSearchRequest): Promise<string | null> {
      const created = await callApi(transport, { method: "POST", path: `${BASE}/CreateSearch`, body, schema: HotelSearchIdSchema });
      return created.ok ? created.value.id.value : null;
    },
    retrieveProposals: (searchId: string, request: ProposalsPageRequest): Promise<ApiResult<HotelProposalsPage>> =>
      callApi(transport, { method: "POST", path: `${BASE}/RetrieveProposals`, query: { searchId }, body: request, schema: HotelProposalsPageSchema }),
    ...createDestinationsApi(transport),
    retrieveAllProposals: (searchId: string): Promise<ApiResult<AllHotelProposals>> =>
      callApi(transport, { method: "GET", path: `${BASE}/RetrieveAllProposals`, query: { searchId }, schema: AllHotelProposalsSchema }),
    createPricing: (body: CreatePricingRequest): Promise<ApiResult<PricingId>> =>
      callApi(transport, { method: "POST", path: `${BASE}/CreatePricing`, body, schema: PricingIdSchema }),
    retrievePricing: (pricingId: string): Promise<ApiResult<Pricing>> =>
      callApi(transport, { method: "GET", path: `${BASE}/RetrievePricing`, query: { pricingId }, schema: PricingSchema }),
    createSelection: (body: CreateSelectionRequest): Promise<ApiResult<Selection>> =>
      callApi(transport, { method: "POST", path: `${BASE}/CreateSelection`, body, schema: SelectionSchema }),
    /** Other flights a package could take, with what each changes in the total. */
    getAlternativeTransports: (pricingId: string, request: AlternativeTransportsRequest): Promise<ApiResult<AlternativeTransportsPage>> =>
      callApi(transport, { method: "POST", path: `${BASE}/GetAlternativeTransports`, query: { pricingId }, body: request, schema: AlternativeTransportsPageSchema }),
    /** Swaps the package's flight; answers the repriced pricing. */
    updateTransport: (pricingId: string, body: UpdateTransportRequest): Promise<ApiResult<Pricing>> =>
      callApi(transport, { method: "PUT", path: `${BASE}/UpdateTransport`, query: { pricingId }, body, schema: PricingSchema }),
    // The backend spells these two paths "Retreive"; the functions are spelled correctly.
    retrieveAccommodationStaticData: (accommodationId: string, body: AccommodationStaticDataRequest = {}): Promise<ApiResult<AccommodationStaticData>> =>
      callApi(transport, { method: "POST", path: `${BASE}/RetreiveAccommodationStaticData`, query: { accommodationId }, body, schema: AccommodationStaticDataSchema }),
    retrieveAccommodationPromotion: (accommodationId: string, body: AccommodationPromotionRequest = {}): Promise<ApiResult<AccommodationPromotions>> =>
      callApi(transport, { method: "POST", path: `${BASE}/RetreiveAccommodationPromotion`, query: { accommodationId }, body, schema: AccommodationPromotionsSchema }),
  };
}
export type HotelShoppingApi = ReturnType<typeof createHotelShoppingApi>;

