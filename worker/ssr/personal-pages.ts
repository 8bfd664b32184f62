/** SPEC §2's expired session page (client/checkout/checkout-paths.ts names it for the client). */
const EXPIRED_SESSION_PATH = "/expired-session";
/** One shopper's saved stays, and the way one of them is opened again (client/routes/saved*.tsx). */
const SAVED_PATHS = new Set(["/saved", "/saved/open"]);

export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";

const pathOf = (url: URL) => url.pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";

/**
 * Pages that show one shopper's booking: the checkout and its confirmation (a product route
 * naming a cart), the expired session, and their `.data` answers. No cache may keep them. The
 * saved stays' pages are one shopper's too (their list is read in the browser, but what they ask
 * for is theirs).
 */
export function isPersonalPage(url: URL): boolean {
  const path = pathOf(url);
  return url.searchParams.has("cartId") || url.searchParams.has("CartId") || path === EXPIRED_SESSION_PATH || SAVED_PATHS.has(path);
}

/** Pages no search engine should list: a shopper's saved stays (the page's own meta says it too). */
export function isUnlistedPage(url: URL): boolean {
  return SAVED_PATHS.has(pathOf(url));
}
