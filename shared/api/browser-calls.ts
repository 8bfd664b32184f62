/**
 * The backend calls the shop's own browser code makes, each with its HTTP method: the edge proxy
 * forwards these and nothing else. Everything the browser does not need stays closed by default:
 * config cache admin (Strapi), feature toggles (the worker loads flags itself) and token auth
 * (silent sign-in runs at the edge, so no token is ever handed to page script).
 *
 * A unit test drives every function of the typed client through a recording transport and checks
 * each call it makes is listed here, so the client and the proxy cannot drift apart.
 */

export const APP_SERVICES_PREFIX = "/api/services/app/";

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export const BROWSER_CALLS: Readonly<Record<string, Readonly<Record<string, HttpMethod>>>> = {
  CartApiService: {
    CreateCart: "POST",
    GetCartConfig: "GET",
    RetrieveCartFull: "POST",
    RetrieveCart: "POST",
    ApplyVoucherToCart: "POST",
    RetrieveVoucherCode: "POST",
    RemoveVoucherFromCart: "DELETE",
    AddContactToCart: "POST",
    RetrieveContact: "POST",
    AddTravellerToCart: "POST",
    RetrieveTravellersByCartId: "POST",
    RetrieveCountries: "POST",
    AddSubscriptions: "POST",
    GetSubscriptions: "GET",
    CartFinalize: "POST",
    AddInvoice: "POST",
    GetInvoices: "GET",
    GetOrders: "GET",
    GetAvailableProducts: "GET",
    CreateSeatSelectionProduct: "POST",
    AddProductToCart: "POST",
    ReplaceProductsInCart: "POST",
    RemoveProductsFromCart: "DELETE",
    AddSpecialRequestToCart: "POST",
    RetrieveSpecialRequestByCartId: "POST",
    DeleteSpecialRequestByCartId: "DELETE",
    ConfirmCart: "POST",
  },
  ShoppingHDPService: {
    CreateSearch: "POST",
    RetrieveProposals: "POST",
    RetrieveAllProposals: "GET",
    CreatePricing: "POST",
    RetrievePricing: "GET",
    CreateSelection: "POST",
    GetAlternativeTransports: "POST",
    UpdateTransport: "PUT",
    // The backend spells these two "Retreive".
    RetreiveAccommodationStaticData: "POST",
    RetreiveAccommodationPromotion: "POST",
    // Ours: the search form's destination suggestions (shared/api/shopping/destinations.ts).
    GetDestinations: "GET",
  },
  ShoppingTransportService: {
    CreateSearch: "POST",
    RetrieveProposals: "POST",
    GetTransportProposalByProposalId: "GET",
  },
  Deals: {
    GetDealsByBP: "GET",
  },
};

type BrowserCallCheck =
  | { allowed: true }
  | { allowed: false; reason: "unknown-call" }
  | { allowed: false; reason: "wrong-method"; allow: HttpMethod };

/**
 * Whether `method path` is a call the browser may make. `path` is the URL path as checked by the
 * proxy (no query); it must be exactly `/api/services/app/{Service}/{Method}`, spelled as listed.
 */
export function checkBrowserCall(method: string, path: string): BrowserCallCheck {
  if (!path.startsWith(APP_SERVICES_PREFIX)) return { allowed: false, reason: "unknown-call" };
  const segments = path.slice(APP_SERVICES_PREFIX.length).split("/");
  if (segments.length !== 2) return { allowed: false, reason: "unknown-call" };
  const [service, name] = segments as [string, string];
  const methods = Object.hasOwn(BROWSER_CALLS, service) ? BROWSER_CALLS[service]! : undefined;
  const expected = methods && Object.hasOwn(methods, name) ? methods[name]! : undefined;
  if (!expected) return { allowed: false, reason: "unknown-call" };
  // HEAD is a GET without a body; anything else must match the call's own method.
  const asked = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return asked === expected ? { allowed: true } : { allowed: false, reason: "wrong-method", allow: expected };
}
