import type { RequestCookies } from "../http/request-cookies";
import { macOf, sameSecret } from "../signing";

/**
 * A browser's grants to its carts: the `__Host-cart-access` cookie holds one keyed MAC per cart
 * this browser created (over cart id, request uuid and brand domain), newest first. Knowing a cart's
 * ids is then not enough to read or change it: the MAC can only come from the edge, and the
 * cookie only from this browser (HttpOnly, `__Host-`: this host, every path, Secure, never a
 * parent domain's). A few grants are kept so Back to an earlier booking still opens it.
 */
export const CART_ACCESS_COOKIE = "__Host-cart-access";
const MAX_CART_GRANTS = 8;
/** As long as a shopper may come back to a booking's confirmation in the same browser. */
const CART_ACCESS_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

const GRANT = /^[A-Za-z0-9_-]{22}$/;

export interface CartRef {
  cartId: string;
  requestUuid: string;
}

export function grantOf(key: CryptoKey, cart: CartRef, domain: string): Promise<string> {
  return macOf(key, ["cart", domain, cart.cartId, cart.requestUuid]);
}

/** The well-formed grants a request's cookies carry (anything else in the cookie is ignored). */
function grantsIn(cookies: RequestCookies): string[] {
  const value = cookies.raw(CART_ACCESS_COOKIE) ?? "";
  return value.split(".").filter((grant) => GRANT.test(grant)).slice(0, MAX_CART_GRANTS);
}

export async function holdsGrant(key: CryptoKey, cookies: RequestCookies, cart: CartRef, domain: string): Promise<boolean> {
  const expected = await grantOf(key, cart, domain);
  // Every grant is compared (no early exit), so the time taken says nothing about which matched.
  let found = false;
  for (const grant of grantsIn(cookies)) found = (await sameSecret(grant, expected)) || found;
  return found;
}

/** `Set-Cookie` for a browser that now holds `cart` as well as (up to a few of) its earlier grants. */
export async function grantCookie(key: CryptoKey, cookies: RequestCookies, cart: CartRef, domain: string): Promise<string> {
  const grant = await grantOf(key, cart, domain);
  const grants = [grant, ...grantsIn(cookies).filter((earlier) => earlier !== grant)].slice(0, MAX_CART_GRANTS);
  return `${CART_ACCESS_COOKIE}=${grants.join(".")}; Max-Age=${CART_ACCESS_MAX_AGE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}
