import { useEffect, useRef } from "react";
import type { ProductType } from "../../shared/constants";
import type { CartCallsRunner } from "./use-cart-write";

/** How long a tab may sit in the background before the cart is read again on return. */
const STALE_AFTER_MS = 60_000;

/**
 * A traveller who comes back to a checkout tab after a while may hold a cart that has run out:
 * on return the summary is read again (RetrieveCart), and CART_EXPIRED sends them to
 * /expired-session before they type into a dead cart.
 */
export function useCartFreshness(calls: CartCallsRunner, query: { cartId: string; requestUuid: string; domainName: string; producttype: ProductType }) {
  const hiddenAt = useRef<number | null>(null);
  const { cartId, requestUuid, domainName, producttype } = query;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenAt.current = Date.now();
        return;
      }
      if (hiddenAt.current !== null && Date.now() - hiddenAt.current >= STALE_AFTER_MS) {
        void calls((api) => api.retrieveCart({ cartId, requestUuid, domainName, producttype }));
      }
      hiddenAt.current = null;
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [calls, cartId, requestUuid, domainName, producttype]);
}
