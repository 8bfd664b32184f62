/**
 * The requests that cost the backend a search or a pricing: result pages, the hotel detail, a
 * saved stay opened again (a new search) and every page action (a form post makes a cart). Their `.data` twins (React Router's client
 * navigations) cost the same. The landing, static assets, the proxy and beacons are not counted.
 */
const LIMITED_PAGES = new Set(["/H", "/DP", "/HGH", "/F", "/FF", "/memSearch", "/hdpMemSearch", "/deal-search", "/hotel-detail", "/saved/open"]);
const READS = new Set(["GET", "HEAD"]);

export function isLimitedRequest(method: string, pathname: string): boolean {
  if (!READS.has(method.toUpperCase())) return true;
  return LIMITED_PAGES.has(pathname.replace(/\.data$/, ""));
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
