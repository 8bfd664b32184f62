import * as v from "valibot";
import { LANGUAGES, PRODUCT_TYPES } from "../../constants";
import { SEGMENTS, SUBSCRIPTION_NAMES } from "./entity";

/**
 * What the cart calls accept. The sandbox validates every request with these; the client takes
 * their input types, so a caller cannot build a body the backend would refuse for its shape.
 */

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, "must not be empty"), v.maxLength(max, `must be at most ${max} characters`));
const IsoDate = v.pipe(v.string(), v.isoDate("must be a date YYYY-MM-DD"));
const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be an ISO 3166 alpha-2 code"));
const Quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9));

/**
 * The ids every call on an existing cart carries, always in the query (`?cartId=&requestUuid=`,
 * `CartId` for RemoveProductsFromCart), whatever else its body holds: the edge checks the
 * browser's grant for this pair before forwarding, so the pair must be where it can read it. A
 * body that repeats them must repeat the same ones. Both are required: the cart id names the
 * cart, the request uuid proves the caller was handed it.
 */
export const CartIdsSchema = v.object({
  cartId: Text(64),
  requestUuid: Text(64),
});
export type CartIds = v.InferInput<typeof CartIdsSchema>;

export const RetrieveCartQuerySchema = v.object({
  ...CartIdsSchema.entries,
  /** The brand the cart is read for: a cart made for another brand is not found. */
  domainName: Text(253),
  producttype: v.optional(v.picklist(PRODUCT_TYPES, "must be one of H, DP, F, FF, HGH")),
});
export type RetrieveCartQuery = v.InferInput<typeof RetrieveCartQuerySchema>;

export const CountriesQuerySchema = v.object({ lang: v.optional(v.picklist(LANGUAGES, "must be one of it, es, en, fr"), "en") });

export const CreateCartBodySchema = v.pipe(
  v.object({
    domainName: Text(253),
    productType: v.picklist(PRODUCT_TYPES, "must be one of H, DP, F, FF, HGH"),
    adults: v.pipe(v.number(), v.integer(), v.minValue(1, "at least 1 adult"), v.maxValue(9, "at most 9 adults")),
    childrenAges: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17))), v.maxLength(6)), []),
    outboundDate: IsoDate,
    /** Check-out or return date; a flight-only cart without it is one way. */
    returnDate: v.optional(IsoDate),
    /** IATA code of the destination (e.g. PMI); picks the demo hotel and route. */
    destination: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "must be an IATA code"))),
    currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "must be an ISO 4217 code"))),
    /**
     * The flight proposal the shopper chose (ShoppingTransportService): a flight cart is built from
     * it, its legs and its price, instead of a demo route. Its dates must be the cart's.
     */
    proposalId: v.optional(Text(128)),
    /**
     * The hotel or package selection (ShoppingHDPService CreateSelection): the cart holds that
     * hotel, room and flight at the selection's price. The same selection always gives the same
     * open cart, so a double submission creates nothing twice.
     */
    selectionId: v.optional(Text(128)),
    /**
     * Ours: the language the cart speaks (the brand's). Its lines, extras and their descriptions
     * are written in it, for as long as the cart lives; English when absent.
     */
    language: v.optional(v.picklist(LANGUAGES, "must be one of it, es, en, fr"), "en"),
  }),
  v.check((body) => body.returnDate !== undefined || body.productType === "F" || body.productType === "FF", "returnDate is required for hotel and package carts"),
  // A flight may come back the same day; a stay needs a night.
  v.check(
    (body) => body.returnDate === undefined || body.returnDate > body.outboundDate || (body.returnDate === body.outboundDate && (body.productType === "F" || body.productType === "FF")),
    "returnDate must be after outboundDate",
  ),
  v.check((body) => body.proposalId === undefined || body.productType === "F" || body.productType === "FF", "proposalId is taken by flight carts (F, FF) only"),
  v.check((body) => body.selectionId === undefined || !(body.productType === "F" || body.productType === "FF"), "selectionId is taken by hotel and package carts (H, DP, HGH) only"),
);
export type CreateCartBody = v.InferInput<typeof CreateCartBodySchema>;

export const ApplyVoucherBodySchema = v.object({ code: Text(40) });
export type ApplyVoucherBody = v.InferInput<typeof ApplyVoucherBodySchema>;

const ContactInputSchema = v.object({
  firstName: Text(60),
  lastName: Text(60),
  email: v.pipe(v.string(), v.trim(), v.email("must be an email address")),
  phone: v.pipe(v.string(), v.regex(/^\+?[0-9 ]{6,20}$/, "must be a phone number")),
  countryCode: CountryCode,
});
export const AddContactBodySchema = v.object({ ...CartIdsSchema.entries, contact: ContactInputSchema });
export type AddContactBody = v.InferInput<typeof AddContactBodySchema>;

const TravellerInputSchema = v.object({
  type: v.picklist(["ADULT", "CHILD"], "must be ADULT or CHILD"),
  title: v.optional(v.picklist(["MR", "MRS", "MS"], "must be MR, MRS or MS")),
  firstName: Text(60),
  lastName: Text(60),
  birthDate: v.optional(IsoDate),
  nationality: v.optional(CountryCode),
  documentNumber: v.optional(Text(20)),
});
export const AddTravellerBodySchema = v.object({
  ...CartIdsSchema.entries,
  /** Ours: a traveller already in the cart is corrected in place (going Back to the form), not added twice. */
  travellerId: v.optional(Text(16)),
  traveller: TravellerInputSchema,
});
export type AddTravellerBody = v.InferInput<typeof AddTravellerBodySchema>;

export const AddSubscriptionsBodySchema = v.object({
  ...CartIdsSchema.entries,
  subscriptions: v.pipe(
    v.array(v.object({ name: v.picklist(SUBSCRIPTION_NAMES, `must be one of ${SUBSCRIPTION_NAMES.join(", ")}`), accepted: v.boolean() })),
    v.minLength(1, "must list at least one subscription"),
  ),
});
export type AddSubscriptionsBody = v.InferInput<typeof AddSubscriptionsBodySchema>;

export const AddInvoiceBodySchema = v.object({
  ...CartIdsSchema.entries,
  /** Ours: an invoice already in the cart is replaced, not added twice. */
  invoiceId: v.optional(Text(16)),
  invoice: v.object({
    type: v.picklist(["PERSON", "COMPANY"], "must be PERSON or COMPANY"),
    name: Text(120),
    taxId: v.pipe(v.string(), v.regex(/^[A-Z0-9]{8,16}$/, "must be 8–16 letters or digits")),
    address: Text(120),
    city: Text(60),
    postalCode: v.pipe(v.string(), v.regex(/^[A-Z0-9 -]{3,10}$/, "must be a postal code")),
    countryCode: CountryCode,
  }),
});
export type AddInvoiceBody = v.InferInput<typeof AddInvoiceBodySchema>;

export const CreateSeatSelectionBodySchema = v.object({
  ...CartIdsSchema.entries,
  seats: v.pipe(
    v.array(v.object({ travellerId: Text(16), segment: v.picklist(SEGMENTS, "must be OUTBOUND or INBOUND"), seat: v.pipe(v.string(), v.regex(/^[1-9][0-9]?[A-K]$/, "must be a seat like 12A")) })),
    v.minLength(1, "must choose at least one seat"),
  ),
});
export type CreateSeatSelectionBody = v.InferInput<typeof CreateSeatSelectionBodySchema>;

const ProductChoiceSchema = v.object({ productId: Text(40), quantity: v.optional(Quantity, 1) });
export const AddProductBodySchema = v.object({ ...CartIdsSchema.entries, ...ProductChoiceSchema.entries });
export type AddProductBody = v.InferInput<typeof AddProductBodySchema>;

export const ReplaceProductsBodySchema = v.object({ ...CartIdsSchema.entries, products: v.array(ProductChoiceSchema) });
export type ReplaceProductsBody = v.InferInput<typeof ReplaceProductsBodySchema>;

/** RemoveProductsFromCart keeps the backend's capitalised query names. */
export const RemoveProductsQuerySchema = v.object({
  CartId: Text(64),
  ProductIds: v.pipe(v.array(Text(40)), v.minLength(1, "must name at least one product")),
  requestUuid: Text(64),
});

export const AddSpecialRequestBodySchema = v.object({ ...CartIdsSchema.entries, text: Text(500) });
export type AddSpecialRequestBody = v.InferInput<typeof AddSpecialRequestBodySchema>;
