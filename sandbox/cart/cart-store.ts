import { createHash } from "node:crypto";
import type { Cart } from "../../shared/api/cart";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The sandbox's carts, in memory, one store per sandbox app. Ids come from counters (cart-000001,
 * SBX-000001) and request uuids are derived from them, so a fresh sandbox always hands out the
 * same ids in the same order.
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
  find(ids: { cartId: string; requestUuid?: string | undefined }): CartLookup;
  /** Marks a cart expired; false when there is no such cart. */
  expire(cartId: string): boolean;
}

function uuidFrom(seed: string): string {
  const hex = createHash("sha256").update(seed).digest("hex");
  // Shaped like a v4 uuid (version and variant nibbles set) so clients that check the format accept it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function createCartStore(): CartStore {
  const carts = new Map<string, { cart: Cart; expired: boolean }>();
  let cartCounter = 0;
  let orderCounter = 0;

  return {
    nextIds() {
      cartCounter += 1;
      return { cartId: `cart-${String(cartCounter).padStart(6, "0")}`, requestUuid: uuidFrom(`sandbox-request-${cartCounter}`) };
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
      if (requestUuid !== undefined && requestUuid !== stored.cart.requestUuid) {
        return { ok: false, status: 404, message: CART_NOT_FOUND, details: `cart ${cartId} belongs to another request` };
      }
      if (stored.expired) return { ok: false, status: CART_EXPIRED_STATUS, message: CART_EXPIRED, details: `cart ${cartId} has expired` };
      return { ok: true, cart: structuredClone(stored.cart) };
    },
    expire(cartId) {
      const stored = carts.get(cartId);
      if (!stored) return false;
      stored.expired = true;
      return true;
    },
  };
}
