import * as v from "valibot";
import { MoneySchema, PageInfoSchema, ProposalsPageRequestSchema, FacetSummarySchema } from "./common";
import { AccommodationSummarySchema, PackagePriceSchema, RoomRateSchema, StaySchema } from "./hotel";
import { TransportProposalSchema } from "./transport";

/**
 * From a chosen hotel proposal to a selection (ShoppingHDPService CreatePricing, RetrievePricing,
 * GetAlternativeTransports, UpdateTransport, CreateSelection). The spec does not show these shapes;
 * they follow the proposal they start from.
 */

export const CreatePricingRequestSchema = v.object({
  searchId: v.pipe(v.string(), v.minLength(1, "is required")),
  proposalId: v.pipe(v.string(), v.minLength(1, "is required")),
});
export type CreatePricingRequest = v.InferInput<typeof CreatePricingRequestSchema>;

export const PricingIdSchema = v.object({ pricingId: v.string() });
export type PricingId = v.InferOutput<typeof PricingIdSchema>;

/** PRICING while the backend is still confirming the rate with the hotel (poll again); PRICED once final. */
const PRICING_STATUSES = ["PRICING", "PRICED"] as const;

export const PricingSchema = v.object({
  id: v.string(),
  /** Absent means PRICED: a backend that prices at once need not say so. */
  status: v.optional(v.picklist(PRICING_STATUSES), "PRICED"),
  searchId: v.string(),
  proposalId: v.string(),
  productType: v.picklist(["H", "DP", "HGH"]),
  accommodation: AccommodationSummarySchema,
  stay: StaySchema,
  room: RoomRateSchema,
  /** The flight currently in the package; UpdateTransport swaps it. */
  transport: v.nullable(TransportProposalSchema),
  price: PackagePriceSchema,
});
export type Pricing = v.InferOutput<typeof PricingSchema>;

/** GetAlternativeTransports takes the flight proposals request (page, facets, sort). */
export const AlternativeTransportsRequestSchema = ProposalsPageRequestSchema;
export type AlternativeTransportsRequest = v.InferInput<typeof AlternativeTransportsRequestSchema>;

const AlternativeTransportSchema = v.object({
  transport: TransportProposalSchema,
  /** What the package total changes by when this flight replaces the selected one (may be negative). */
  priceDifference: MoneySchema,
  selected: v.boolean(),
});
export type AlternativeTransport = v.InferOutput<typeof AlternativeTransportSchema>;

export const AlternativeTransportsPageSchema = v.object({
  pricingId: v.string(),
  selectedTransportId: v.string(),
  page: PageInfoSchema,
  sort: v.object({ name: v.string(), ascending: v.boolean() }),
  alternatives: v.array(AlternativeTransportSchema),
  facets: v.array(FacetSummarySchema),
});
export type AlternativeTransportsPage = v.InferOutput<typeof AlternativeTransportsPageSchema>;

export const UpdateTransportRequestSchema = v.object({ transportId: v.pipe(v.string(), v.minLength(1, "is required")) });
export type UpdateTransportRequest = v.InferInput<typeof UpdateTransportRequestSchema>;

export const CreateSelectionRequestSchema = v.object({ pricingId: v.pipe(v.string(), v.minLength(1, "is required")) });
export type CreateSelectionRequest = v.InferInput<typeof CreateSelectionRequestSchema>;

/** A priced proposal frozen for checkout: the cart is created from it. */
export const SelectionSchema = v.object({
  selectionId: v.string(),
  pricingId: v.string(),
  productType: v.picklist(["H", "DP", "HGH"]),
  total: MoneySchema,
});
export type Selection = v.InferOutput<typeof SelectionSchema>;
