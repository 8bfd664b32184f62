import type * as v from "valibot";
import { SpecCartSchema, SpecExternalAuthResultSchema, SpecAuthResultSchema, SpecFlagListSchema, SpecHotelSearchIdSchema, SpecTransportSearchIdSchema } from "./answers";
import { SpecExternalSignInBodySchema, SpecHotelProposalsRequestSchema, SpecTransportProposalsRequestSchema, specQuery } from "./requests";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** One call of SPEC §7 as the spec-only sandbox checks it. */
export interface SpecCall {
  method: Method;
  /** Query parameters the spec names for it. */
  query?: v.GenericSchema;
  /** Its body, where the spec shows it. */
  body?: v.GenericSchema;
  /**
   * Fields of ours the storefront may send where the spec shows no body or query: a backend built
   * to the spec knows nothing of them, so the spec-only sandbox drops them before its handler runs.
   */
  oursInBody?: readonly string[];
  oursInQuery?: readonly string[];
  /** The result's shape, where the spec names its fields (answers.ts). */
  answer?: v.GenericSchema;
}

const CART = "/api/services/app/CartApiService/";
const HOTELS = "/api/services/app/ShoppingHDPService/";
const FLIGHTS = "/api/services/app/ShoppingTransportService/";

const cartIds = specQuery("cartId", "requestUuid");

/** The calls answering the whole cart: CreateCart, the reads of §7, and every change to a cart. */
const CART_ANSWERS: ReadonlyArray<[string, Method]> = [
  ["RetrieveCartFull", "POST"], ["RetrieveCart", "POST"], ["ApplyVoucherToCart", "POST"], ["RemoveVoucherFromCart", "DELETE"],
  ["AddContactToCart", "POST"], ["AddTravellerToCart", "POST"], ["AddSubscriptions", "POST"], ["CartFinalize", "POST"],
  ["AddInvoice", "POST"], ["CreateSeatSelectionProduct", "POST"], ["AddProductToCart", "POST"], ["ReplaceProductsInCart", "POST"],
  ["RemoveProductsFromCart", "DELETE"], ["AddSpecialRequestToCart", "POST"], ["DeleteSpecialRequestByCartId", "DELETE"], ["ConfirmCart", "POST"],
];
/** Cart calls whose answer is one part of the cart ("the inner shape of each is not shown"). */
const CART_PARTS: ReadonlyArray<[string, Method]> = [
  ["RetrieveVoucherCode", "POST"], ["RetrieveContact", "POST"], ["RetrieveTravellersByCartId", "POST"], ["GetSubscriptions", "GET"],
  ["GetInvoices", "GET"], ["GetOrders", "GET"], ["GetAvailableProducts", "GET"], ["RetrieveSpecialRequestByCartId", "POST"],
];

/** Every call SPEC §7 names that the sandbox serves under /api, by path. A path not here is not the spec's (404). */
export const SPEC_CALLS: Readonly<Record<string, SpecCall>> = {
  // Cart service (SPEC §7 "Cart service").
  [`${CART}CreateCart`]: { method: "POST", oursInBody: ["proposalId", "selectionId", "language"], answer: SpecCartSchema },
  [`${CART}GetCartConfig`]: { method: "GET", query: cartIds },
  [`${CART}RetrieveCountries`]: { method: "POST", query: specQuery("lang") },
  ...Object.fromEntries(CART_ANSWERS.map(([name, method]) => [`${CART}${name}`, { method, answer: SpecCartSchema }])),
  ...Object.fromEntries(CART_PARTS.map(([name, method]) => [`${CART}${name}`, { method }])),
  [`${CART}RetrieveCartFull`]: { method: "POST", query: specQuery("cartId", "requestUuid", "domainName", "producttype"), answer: SpecCartSchema },
  [`${CART}RetrieveCart`]: { method: "POST", query: specQuery("cartId", "requestUuid", "domainName", "producttype"), answer: SpecCartSchema },
  [`${CART}ApplyVoucherToCart`]: { method: "POST", query: cartIds, answer: SpecCartSchema },
  [`${CART}RemoveProductsFromCart`]: { method: "DELETE", query: specQuery("CartId", "ProductIds", "requestUuid"), answer: SpecCartSchema },
  // Hotel shopping (SPEC §7 "Hotel shopping").
  [`${HOTELS}CreateSearch`]: { method: "POST", oursInBody: ["memberPrices", "language"], answer: SpecHotelSearchIdSchema },
  [`${HOTELS}RetrieveProposals`]: { method: "POST", query: specQuery("searchId"), body: SpecHotelProposalsRequestSchema },
  [`${HOTELS}RetrieveAllProposals`]: { method: "GET", query: specQuery("searchId") },
  [`${HOTELS}CreatePricing`]: { method: "POST" },
  [`${HOTELS}RetrievePricing`]: { method: "GET", query: specQuery("pricingId") },
  [`${HOTELS}CreateSelection`]: { method: "POST" },
  [`${HOTELS}GetAlternativeTransports`]: { method: "POST", query: specQuery("pricingId") },
  [`${HOTELS}UpdateTransport`]: { method: "PUT", query: specQuery("pricingId") },
  [`${HOTELS}RetreiveAccommodationStaticData`]: { method: "POST", query: specQuery("accommodationId"), oursInBody: ["language"] },
  [`${HOTELS}RetreiveAccommodationPromotion`]: { method: "POST", query: specQuery("accommodationId"), oursInBody: ["language"] },
  // Transport shopping (SPEC §7 "Transport shopping").
  [`${FLIGHTS}CreateSearch`]: { method: "POST", oursInBody: ["memberPrices", "language"], answer: SpecTransportSearchIdSchema },
  [`${FLIGHTS}RetrieveProposals`]: { method: "POST", query: specQuery("searchId"), body: SpecTransportProposalsRequestSchema },
  [`${FLIGHTS}GetTransportProposalByProposalId`]: { method: "GET", query: specQuery("proposalId") },
  // Other (SPEC §7 "Other").
  "/api/services/app/Deals/GetDealsByBP": { method: "GET", query: specQuery("businessProfile"), oursInQuery: ["language"] },
  "/api/services/app/FeatureToogle/FlagProviderList": { method: "POST", answer: SpecFlagListSchema },
  "/api/services/app/FeatureToogle/IsFeatureEnabled": { method: "POST", query: specQuery("featureName") },
  "/api/services/app/FeatureToogle/ListKnowToggles": { method: "POST" },
  "/api/services/app/Strapi/GetConfig": { method: "GET", query: specQuery("path") },
  "/api/services/app/Strapi/RemoveConfig": { method: "DELETE", query: specQuery("path") },
  "/api/services/app/Strapi/CleanAllConfigurationCaches": { method: "POST" },
  "/api/TokenAuth/Authenticate": { method: "POST", answer: SpecAuthResultSchema },
  "/api/TokenAuth/AuthenticateExternal": { method: "POST", body: SpecExternalSignInBodySchema, answer: SpecExternalAuthResultSchema },
};

/** The paths the gate judges: the app services and token auth. Configuration, texts, events and the controls are checked where they are served. */
export const isApiPath = (path: string) => path.startsWith("/api/");
