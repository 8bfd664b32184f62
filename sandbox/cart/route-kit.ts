import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CartIdsSchema, type Cart } from "../../shared/api/cart";
import { bearerOf } from "../auth/access-tokens";
import { fail, ok } from "../envelope";
import { faultsFor } from "../faults";
import { repriced } from "./cart-factory";
import type { CartStore } from "./cart-store";
import { parseQuery } from "./request-input";

/** The plumbing every CartApiService handler shares: faults, the optional bearer, lookups, writes. */

export type CartEnv = { Variables: { externalUserId: string | null } };
export type CartContext = Context<CartEnv>;
type CartHandler = (c: CartContext) => Response | Promise<Response>;

export const CART_SERVICE = "CartApiService";

/** A bearer is optional on cart calls, but one that is present must be valid (401 otherwise). */
export const acceptOptionalBearer: MiddlewareHandler<CartEnv> = async (c, next) => {
  const bearer = bearerOf(c.req.header("authorization"));
  if (bearer.present && !bearer.valid) return fail(c, 401, "UNAUTHORIZED", `bearer token is ${bearer.reason}`);
  c.set("externalUserId", bearer.present && bearer.valid ? bearer.claims.sub : null);
  await next();
};

/** Registers one call; faults are armed under `CartApiService/<name>`. */
export function cartRoute(router: Hono<CartEnv>, method: "GET" | "POST" | "DELETE", name: string, handler: CartHandler): void {
  router.on(method, `/${name}`, faultsFor(`${CART_SERVICE}/${name}`), handler);
}

export type Refusal = { ok: false; status: ContentfulStatusCode; message: string; details?: string };
export type Change = { ok: true; cart: Cart } | Refusal;

export const refuse = (status: ContentfulStatusCode, message: string, details?: string): Refusal => ({
  ok: false, status, message, ...(details ? { details } : {}),
});
export const changed = (cart: Cart): Change => ({ ok: true, cart });

const answerRefusal = (c: Context, refusal: Refusal) => fail(c, refusal.status, refusal.message, refusal.details);

/** A read addressed by `?cartId=&requestUuid=`: 404 unknown, 410 expired, else the projection. */
export function readCart<T>(c: CartContext, store: CartStore, project: (cart: Cart) => T): Response {
  const ids = parseQuery(c, CartIdsSchema);
  if (!ids.ok) return ids.response;
  const found = store.find(ids.value);
  return found.ok ? ok(c, project(found.cart)) : answerRefusal(c, found);
}

/** Query ids for calls whose body (if any) does not carry them. */
export function queryIds(c: CartContext) {
  return parseQuery(c, CartIdsSchema);
}

/**
 * A write: the change gets a copy of the cart and either returns the new cart or refuses; only
 * an accepted change is repriced and stored, so a refused one leaves the cart exactly as it was.
 * Answers the whole updated cart.
 */
export function writeCart(c: CartContext, store: CartStore, ids: { cartId: string; requestUuid: string }, change: (cart: Cart) => Change): Response {
  const found = store.find(ids);
  if (!found.ok) return answerRefusal(c, found);
  if (found.cart.order.status === "CONFIRMED") return fail(c, 409, "CART_ALREADY_CONFIRMED", `order ${found.cart.order.reference} is confirmed`);
  const result = change(found.cart);
  if (!result.ok) return answerRefusal(c, result);
  return ok(c, store.save(repriced(result.cart)));
}
