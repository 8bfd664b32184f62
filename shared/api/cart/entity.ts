import * as v from "valibot";
import { PRODUCT_TYPES } from "../../constants";
import { LanguageSchema, MoneySchema } from "../shopping/common";

/**
 * The Cart entity of SPEC §3 and its parts. The spec names the parts but not their inner shape;
 * this is the shape the sandbox serves and the client validates. Every amount is money in the
 * shopping contract's own shape, `{ amount, currency }` with the amount an integer in minor units
 * (SPEC §9: the voucher cap is voucherAmount × 100), so a price reads the same in a proposal and
 * in the cart.
 */

const MinorUnits = MoneySchema;
const IsoDate = v.pipe(v.string(), v.isoDate());

/** A booked line: what the shopper chose in search (hotel, flight leg, package). */
const CartLineSchema = v.object({
  lineId: v.string(),
  kind: v.picklist(["HOTEL", "FLIGHT", "PACKAGE"]),
  name: v.string(),
  description: v.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  travellers: v.pipe(v.number(), v.integer()),
  price: MinorUnits,
  /** The proposal the line was booked from, when the shopper chose one in search. */
  proposalId: v.optional(v.string()),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

const ANCILLARY_KINDS = ["INSURANCE", "TRANSFER", "SEAT_SELECTION", "EXTRA_LUGGAGE"] as const;

export const SEGMENTS = ["OUTBOUND", "INBOUND"] as const;
export type Segment = (typeof SEGMENTS)[number];

/** Ours: the cabin a seat selection is made on, rows numbered from 1, and the seats already taken. */
const SeatMapSchema = v.object({
  rows: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  /** Seat letters from the left window; the aisle is after the first half. */
  columns: v.array(v.pipe(v.string(), v.regex(/^[A-K]$/))),
  segments: v.array(v.picklist(SEGMENTS)),
  taken: v.array(v.object({ segment: v.picklist(SEGMENTS), seat: v.string() })),
});
export type SeatMap = v.InferOutput<typeof SeatMapSchema>;

/** An ancillary the cart offers (`products`, SPEC §3). */
export const AvailableProductSchema = v.object({
  productId: v.string(),
  kind: v.picklist(ANCILLARY_KINDS),
  name: v.string(),
  description: v.string(),
  /** Price of one unit; PER_TRAVELLER units are multiplied by the travellers count. */
  unitPrice: MinorUnits,
  pricing: v.picklist(["PER_TRAVELLER", "PER_BOOKING"]),
  /** SEAT_SELECTION only: where seats can be chosen. */
  seatMap: v.optional(SeatMapSchema),
});
export type AvailableProduct = v.InferOutput<typeof AvailableProductSchema>;

/** An ancillary the shopper added, priced for this cart. */
const AddedProductSchema = v.object({
  productId: v.string(),
  kind: v.picklist(ANCILLARY_KINDS),
  name: v.string(),
  quantity: v.pipe(v.number(), v.integer()),
  price: MinorUnits,
});
export type AddedProduct = v.InferOutput<typeof AddedProductSchema>;

const CartDetailsSchema = v.object({
  productType: v.picklist(PRODUCT_TYPES),
  currency: v.string(),
  products: v.array(CartLineSchema),
  ancillaries: v.array(AddedProductSchema),
  subtotal: MinorUnits,
  discount: MinorUnits,
  total: MinorUnits,
});
export type CartDetails = v.InferOutput<typeof CartDetailsSchema>;

const TRAVELLER_FIELDS = ["title", "firstName", "lastName", "birthDate", "nationality", "documentNumber"] as const;
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];

export const CartConfigSchema = v.object({
  productType: v.picklist(PRODUCT_TYPES),
  adults: v.number(),
  childrenAges: v.array(v.number()),
  requiredTravellerFields: v.array(v.picklist(TRAVELLER_FIELDS)),
  paymentMethods: v.array(v.string()),
  /** The checkout steps in order; the `checkoutStep` query parameter names one of them. */
  steps: v.array(v.string()),
});
export type CartConfig = v.InferOutput<typeof CartConfigSchema>;

const ORDER_STATUSES = ["OPEN", "FINALIZED", "CONFIRMED"] as const;
export const OrderSchema = v.object({
  status: v.picklist(ORDER_STATUSES),
  /** Booking reference, set once the cart is confirmed. */
  reference: v.nullable(v.string()),
  confirmedAt: v.nullable(v.string()),
  total: MinorUnits,
  currency: v.string(),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const CartVouchersSchema = v.object({
  code: v.nullable(v.string()),
  /** In major units, like the brand's freeFlightConditions.voucherAmount; 0 when none applies. */
  voucherAmount: v.number(),
});
export type CartVouchers = v.InferOutput<typeof CartVouchersSchema>;

export const ContactSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  countryCode: v.string(),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const TravellerSchema = v.object({
  travellerId: v.string(),
  type: v.picklist(["ADULT", "CHILD"]),
  title: v.optional(v.picklist(["MR", "MRS", "MS"])),
  firstName: v.string(),
  lastName: v.string(),
  birthDate: v.optional(IsoDate),
  nationality: v.optional(v.string()),
  documentNumber: v.optional(v.string()),
});
export type Traveller = v.InferOutput<typeof TravellerSchema>;

export const SUBSCRIPTION_NAMES = ["newsletter", "sms-offers", "partner-offers"] as const;
export const SubscriptionSchema = v.object({ name: v.picklist(SUBSCRIPTION_NAMES), accepted: v.boolean() });
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

export const InvoiceSchema = v.object({
  invoiceId: v.string(),
  type: v.picklist(["PERSON", "COMPANY"]),
  name: v.string(),
  taxId: v.string(),
  address: v.string(),
  city: v.string(),
  postalCode: v.string(),
  countryCode: v.string(),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

export const SpecialRequestSchema = v.object({ text: v.string(), createdAt: v.string() });
export type SpecialRequest = v.InferOutput<typeof SpecialRequestSchema>;

const SeatSelectionSchema = v.object({
  productId: v.string(),
  seats: v.array(v.object({ travellerId: v.string(), segment: v.picklist(SEGMENTS), seat: v.string() })),
  price: MinorUnits,
});

/**
 * SPEC §3 "Cart" names cartId, requestUuid and the parts below (details, config, order, products,
 * vouchers, contact, travellers, subscriptions, invoices, special request, seat selection): those
 * are required, as the checkout cannot show a cart without them. The rest is ours and optional.
 */
export const CartSchema = v.object({
  cartId: v.string(),
  requestUuid: v.string(),
  /** Ours, optional: the brand the cart was made for (the edge's second check; the backend's read is per domain). */
  domainName: v.optional(v.string()),
  /** Ours, optional: the signed-in member who created the cart (from the bearer), null for guests. */
  externalUserId: v.nullish(v.string()),
  /** Ours: the language of the cart's texts (lines, extras), as CreateCart asked. */
  language: v.optional(LanguageSchema, "en"),
  details: CartDetailsSchema,
  config: CartConfigSchema,
  order: OrderSchema,
  products: v.array(AvailableProductSchema),
  vouchers: CartVouchersSchema,
  contact: v.nullable(ContactSchema),
  travellers: v.array(TravellerSchema),
  subscriptions: v.array(SubscriptionSchema),
  invoices: v.array(InvoiceSchema),
  specialRequest: v.nullable(SpecialRequestSchema),
  seatSelection: v.nullable(SeatSelectionSchema),
});
export type Cart = v.InferOutput<typeof CartSchema>;

/** RetrieveCart: the cart without the checkout data that RetrieveCartFull adds. */
export const CartSummarySchema = v.pick(CartSchema, ["cartId", "requestUuid", "domainName", "externalUserId", "details", "order", "vouchers"]);
export type CartSummary = v.InferOutput<typeof CartSummarySchema>;

export const CountrySchema = v.object({ code: v.string(), name: v.string() });
export type Country = v.InferOutput<typeof CountrySchema>;
