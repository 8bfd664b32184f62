import * as v from "valibot";
import { CoordinatesSchema, IsoDateSchema, LanguageSchema, MoneySchema, PartyEntries, proposalsPageSchemaOf } from "./common";
import { LocationCodeSchema, TransportProposalSchema } from "./transport";

/** Hotel shopping (SPEC §7, ShoppingHDPService): hotel, package (DP) and hotel-plus-flight (HGH) searches. */

export * from "./hotel-constants";
import { ALL_MEAL_PLANS, MAX_NIGHTS, MEAL_PLANS, PROPERTY_TYPES, AMENITIES, CHARACTERISTICS, PROMOTIONS } from "./hotel-constants";

const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export const HotelSearchRequestSchema = v.pipe(
  v.object({
    productType: v.picklist(["H", "DP", "HGH"], "must be H, DP or HGH"),
    destination: LocationCodeSchema,
    /** Where the flight of a package leaves from: required for DP, optional for HGH, ignored for H. */
    departure: v.optional(LocationCodeSchema),
    outboundDate: IsoDateSchema,
    returnDate: IsoDateSchema,
    ...PartyEntries,
    mealPlans: v.optional(v.array(v.picklist([...MEAL_PLANS, ALL_MEAL_PLANS]))),
    freeCancellation: v.optional(v.boolean()),
    businessProfileId: v.pipe(v.string(), v.minLength(1, "is required")),
    /**
     * Ours, optional: the language of the search's texts (SPEC §7 shows none on this call; a
     * proposals page's staticData.language, SPEC §3, is what names the page's language).
     */
    language: v.optional(LanguageSchema, "en"),
    /**
     * Ours: a member search (/memSearch, /hdpMemSearch). The backend answers the signed-in
     * member's prices, and refuses it (401 MEMBER_REQUIRED) without a member's bearer.
     */
    memberPrices: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck([["outboundDate"], ["returnDate"]], (s) => nightsBetween(s.outboundDate, s.returnDate) >= 1, "must be after outboundDate"),
    ["returnDate"],
  ),
  v.forward(
    v.partialCheck([["outboundDate"], ["returnDate"]], (s) => nightsBetween(s.outboundDate, s.returnDate) <= MAX_NIGHTS, `a stay is at most ${MAX_NIGHTS} nights`),
    ["returnDate"],
  ),
  v.forward(v.partialCheck([["productType"], ["departure"]], (s) => s.productType !== "DP" || !!s.departure, "is required for a package (DP)"), ["departure"]),
);
export type HotelSearchRequest = v.InferInput<typeof HotelSearchRequestSchema>;

/** CreateSearch result: accommodation searches carry their id as `id.value` (SPEC §3). */
export const HotelSearchIdSchema = v.object({ id: v.object({ value: v.string() }) });
export type HotelSearchId = v.InferOutput<typeof HotelSearchIdSchema>;

export const ImageSchema = v.object({ url: v.string(), alt: v.string() });
const DestinationSchema = v.object({ code: v.string(), name: v.string(), countryCode: v.string() });

/** The accommodation as a proposal shows it; the full description comes from RetreiveAccommodationStaticData. */
export const AccommodationSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  stars: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  propertyType: v.picklist(PROPERTY_TYPES),
  destination: DestinationSchema,
  address: v.object({ street: v.string(), postalCode: v.string(), city: v.string(), countryCode: v.string() }),
  coordinates: CoordinatesSchema,
  distanceFromCentreMeters: v.number(),
  rating: v.object({ score: v.pipe(v.number(), v.minValue(0), v.maxValue(10)), reviewCount: v.number() }),
  amenities: v.array(v.picklist(AMENITIES)),
  characteristics: v.array(v.picklist(CHARACTERISTICS)),
  mainImage: ImageSchema,
});

export const StaySchema = v.object({ checkIn: IsoDateSchema, checkOut: IsoDateSchema, nights: v.number() });
export const RoomRateSchema = v.object({
  name: v.string(),
  mealPlan: v.picklist(MEAL_PLANS),
  freeCancellation: v.boolean(),
  /** Last day to cancel for free; null when the rate is non-refundable. */
  cancellationDeadline: v.nullable(IsoDateSchema),
});
const PromotionSchema = v.object({ code: v.picklist(PROMOTIONS), discountPercent: v.number(), originalTotal: MoneySchema });

/** Totals for the whole party and stay; `transport` is set when a flight is part of the price. */
export const PackagePriceSchema = v.object({
  total: MoneySchema,
  /** The accommodation's part per night (the flight is not spread over the nights). */
  perNight: MoneySchema,
  accommodation: MoneySchema,
  transport: v.nullable(MoneySchema),
});

const HotelProposalSchema = v.object({
  id: v.string(),
  accommodation: AccommodationSummarySchema,
  stay: StaySchema,
  room: RoomRateSchema,
  promotion: v.nullable(PromotionSchema),
  /** The flight a DP/HGH package includes (already in `price.total`); null for a hotel-only proposal. */
  transport: v.nullable(TransportProposalSchema),
  price: PackagePriceSchema,
});
export type HotelProposal = v.InferOutput<typeof HotelProposalSchema>;

export const HotelProposalsPageSchema = proposalsPageSchemaOf(HotelProposalSchema);
export type HotelProposalsPage = v.InferOutput<typeof HotelProposalsPageSchema>;

/** RetrieveAllProposals: every proposal of the search at once (for the map), without facets. */
export const AllHotelProposalsSchema = v.object({ searchId: v.string(), totalCount: v.number(), proposals: v.array(HotelProposalSchema) });
export type AllHotelProposals = v.InferOutput<typeof AllHotelProposalsSchema>;
