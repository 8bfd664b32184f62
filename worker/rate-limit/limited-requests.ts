import { matchedRouteId } from "./matched-route";

/**
 * The requests that cost the backend a search or a pricing: result pages, the member searches,
 * the deal search, the hotel detail and a saved stay opened again (a new search, /saved/open)
 * (client/routes.ts ids), and every page action (a form post makes a cart). Their `.data` twins
 * (React Router's client navigations) cost the same, and so does a hotel's facts fetched when a
 * shopper shows intent (routes/hotel-facts): a prefetch counts like a visit. The landing, static
 * assets and other pages are not counted.
 */
const LIMITED_ROUTES = new Set([
  "search-DP",
  "search-H",
  "search-HGH",
  "search-F",
  "search-FF",
  "search-memSearch",
  "routes/hdp-mem-search",
  "routes/deal-search",
  "routes/hotel-detail",
  "routes/hotel-facts",
  "routes/saved-open",
]);
const READS = new Set(["GET", "HEAD"]);

export async function isLimitedPage(method: string, pathname: string): Promise<boolean> {
  if (!READS.has(method.toUpperCase())) return true;
  const route = await matchedRouteId(pathname);
  return route !== null && LIMITED_ROUTES.has(route);
}

/** The proxied calls a page's script makes that start a search or a pricing at the backend. */
const LIMITED_API_CALLS = new Set([
  "/api/services/app/shoppinghdpservice/createsearch",
  "/api/services/app/shoppingtransportservice/createsearch",
  "/api/services/app/shoppinghdpservice/createpricing",
]);

/** Compared without case: the proxy passes any spelling on, and the backend routes without case. */
export function isLimitedApiCall(pathname: string): boolean {
  return LIMITED_API_CALLS.has(pathname.toLowerCase().replace(/\/+$/, ""));
}

/** React Router's client navigations ask for `<path>.data`: they get data, not a document. */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/**
 * Whom to count: the visitor's address, which Cloudflare's edge always sets. Without one there is
 * no client to tell apart, and the request is not counted.
 */
export function clientKeyOf(request: Request): string | null {
  return request.headers.get("cf-connecting-ip")?.trim() || null;
}

export function isLoopbackAddress(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address === "::ffff:127.0.0.1";
}
