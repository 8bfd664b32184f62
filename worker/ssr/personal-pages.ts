/** SPEC §2's expired session page (client/checkout/checkout-paths.ts names it for the client). */
const EXPIRED_SESSION_PATH = "/expired-session";

export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * Pages that show one shopper's booking: the checkout and its confirmation (a product route
 * naming a cart), the expired session, and their `.data` answers. No cache may keep them.
 */
export function isPersonalPage(url: URL): boolean {
  const path = url.pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return url.searchParams.has("cartId") || url.searchParams.has("CartId") || path === EXPIRED_SESSION_PATH;
}
