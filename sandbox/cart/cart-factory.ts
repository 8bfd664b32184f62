import type { Cart, CartConfig, CartLine, TravellerField } from "../../shared/api/cart";
import { DEFAULT_CURRENCY } from "../../shared/constants";
import { moneyOf } from "../../shared/money";
import { ancillariesFor, hasFlight, linesForTrip, type TripRequest } from "./demo-catalogue";
import { withSeatMap } from "./seat-map";

/** Builds a new cart from a CreateCart body, and keeps its money fields consistent after changes. */

export interface NewCartInput extends TripRequest {
  domainName: string;
  currency?: string;
  /** What the shopper chose (a flight proposal's legs); without it, the demo catalogue's lines. */
  lines?: CartLine[];
}

const FLIGHT_FIELDS: TravellerField[] = ["title", "firstName", "lastName", "birthDate", "nationality"];
const HOTEL_FIELDS: TravellerField[] = ["firstName", "lastName"];

export function configFor(input: NewCartInput): CartConfig {
  const flight = hasFlight(input.productType);
  // Scalapay is the Italian demo brand's club offer (DESIGN: viaggi.localhost).
  const scalapay = input.domainName.startsWith("viaggi.");
  return {
    productType: input.productType,
    adults: input.adults,
    childrenAges: input.childrenAges,
    requiredTravellerFields: flight ? FLIGHT_FIELDS : HOTEL_FIELDS,
    paymentMethods: ["CREDIT_CARD", "PAYPAL", ...(scalapay ? ["SCALAPAY"] : [])],
    // Names the storefront knows (shared/checkout/steps.ts); seats only where there is a flight.
    steps: flight ? ["travellers", "contact", "seats", "extras", "review"] : ["travellers", "contact", "extras", "review"],
  };
}

export function newCart(input: NewCartInput, ids: { cartId: string; requestUuid: string }, externalUserId: string | null): Cart {
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const lines = input.lines ?? linesForTrip(input, currency);
  return repriced({
    ...ids,
    domainName: input.domainName,
    externalUserId,
    language: input.language,
    details: { productType: input.productType, currency, products: lines, ancillaries: [], subtotal: moneyOf(0, currency), discount: moneyOf(0, currency), total: moneyOf(0, currency) },
    config: configFor(input),
    order: { status: "OPEN", reference: null, confirmedAt: null, total: moneyOf(0, currency), currency },
    products: withSeatMap(ancillariesFor(input.productType, input.language), ids.cartId, lines),
    vouchers: { code: null, voucherAmount: 0 },
    contact: null,
    travellers: [],
    subscriptions: [],
    invoices: [],
    specialRequest: null,
    seatSelection: null,
  });
}

export const travellersCount = (cart: Cart) => cart.config.adults + cart.config.childrenAges.length;

export const cartHasFlight = (cart: Cart) => hasFlight(cart.details.productType);

/** Subtotal = lines + ancillaries + seats; the voucher (major units × 100) is capped at the subtotal. */
export function repriced(cart: Cart): Cart {
  const { currency } = cart.details;
  const subtotal =
    cart.details.products.reduce((sum, line) => sum + line.price.amount, 0) +
    cart.details.ancillaries.reduce((sum, product) => sum + product.price.amount, 0) +
    (cart.seatSelection?.price.amount ?? 0);
  const discount = Math.min(cart.vouchers.voucherAmount * 100, subtotal);
  const total = moneyOf(subtotal - discount, currency);
  return { ...cart, details: { ...cart.details, subtotal: moneyOf(subtotal, currency), discount: moneyOf(discount, currency), total }, order: { ...cart.order, total } };
}
