import { randomBytes, randomUUID } from "node:crypto";
import type { Cart } from "../../shared/api/cart";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The sandbox's carts, in memory, one store per sandbox app. Cart ids and request uuids are random
 * (128 and 122 bits), as a real backend's must be: a counter made every cart one guess away.
 * Order references still count up (SBX-000001): they name an order, they open nothing.
 */

export const CART_EXPIRED = "CART_EXPIRED";
export const CART_NOT_FOUND = "CART_NOT_FOUND";
/** HTTP status of a CART_EXPIRED answer (documented in sandbox/CART_AND_AUTH.md). */
export const CART_EXPIRED_STATUS = 410;

export type CartLookup =
  | { ok: true; cart: Cart }
  | { ok: false; status: ContentfulStatusCode; message: string; details?: string };

export interface CartStore {
  nextIds(): { cartId: string; requestUuid: string };
  nextOrderReference(): string;
  save(cart: Cart): Cart;
  /** A deep copy, so a handler that fails half way leaves the stored cart as it was. */
  find(ids: { cartId: string; requestUuid: string }): CartLookup;
  /** Whom a cart belongs to, when both ids are right (expired or not): its brand and its member. */
  ownerOf(ids: { cartId: string; requestUuid: string }): { domainName: string; externalUserId: string | null } | null;
  /** Marks a cart expired; false when there is no such cart. */
  expire(cartId: string): boolean;
}

export function createCartStore(): CartStore {
  const carts = new Map<string, { cart: Cart; expired: boolean }>();
  let orderCounter = 0;

  return {
    nextIds() {
      return { cartId: `cart_${randomBytes(16).toString("base64url")}`, requestUuid: randomUUID() };
    },
    nextOrderReference() {
      orderCounter += 1;
      return `SBX-${String(orderCounter).padStart(6, "0")}`;
    },
    save(cart) {
      const expired = carts.get(cart.cartId)?.expired ?? false;
      carts.set(cart.cartId, { cart: structuredClone(cart), expired });
      return structuredClone(cart);
    },
    find({ cartId, requestUuid }) {
      const stored = carts.get(cartId);
      if (!stored) return { ok: false, status: 404, message: CART_NOT_FOUND, details: `no cart ${cartId}` };
      if (requestUuid !== stored.cart.requestUuid) {
        return { ok: false, status: 404, message: CART_NOT_FOUND, details: `cart ${cartId} belongs to another request` };
      }
      if (stored.expired) return { ok: false, status: CART_EXPIRED_STATUS, message: CART_EXPIRED, details: `cart ${cartId} has expired` };
      return { ok: true, cart: structuredClone(stored.cart) };
    },
    ownerOf({ cartId, requestUuid }) {
      const stored = carts.get(cartId);
      if (!stored || stored.cart.requestUuid !== requestUuid) return null;
      // The sandbox's own carts always carry both (the schema leaves them optional for other backends).
      return { domainName: stored.cart.domainName ?? "", externalUserId: stored.cart.externalUserId ?? null };
    },
    expire(cartId) {
      const stored = carts.get(cartId);
      if (!stored) return false;
      stored.expired = true;
      return true;
    },
  };
}
