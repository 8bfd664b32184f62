import type { CartAccess } from "../../shared/load-context";
import type { Env } from "../env";
import { grantCookie, holdsGrant, type CartRef } from "./cart-grants";
import { hmacKeyOf, signingSecretOf } from "../signing";
import { cookiesOf } from "../http/request-cookies";

/**
 * What one request may do with carts, for the route loaders and actions (through the load
 * context) and the proxy: whether its browser holds a cart's grant, and the cookie that grants a
 * cart it has just created. Without a signing key nothing is allowed and nothing can be granted.
 */
export function cartAccessFor(env: Pick<Env, "COOKIE_SIGNING_SECRET" | "ENVIRONMENT">, request: Request, domain: string): CartAccess {
  const secret = signingSecretOf(env);
  const cookies = cookiesOf(request);
  if (!secret) {
    return {
      available: false,
      allows: async () => false,
      grant: async () => {
        throw new Error("COOKIE_SIGNING_SECRET is not set: the edge cannot hand out carts");
      },
    };
  }
  return {
    available: true,
    allows: async (cart: CartRef) => holdsGrant(await hmacKeyOf(secret), cookies, cart, domain),
    grant: async (cart: CartRef) => grantCookie(await hmacKeyOf(secret), cookies, cart, domain),
  };
}
