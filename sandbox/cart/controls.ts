import { Hono } from "hono";
import type { CartStore } from "./cart-store";

/**
 * Test control, mounted at /__sandbox/carts: `POST /:cartId/expire` makes every later call on
 * that cart answer CART_EXPIRED (HTTP 410), the way a cart left too long behaves in production.
 */
export function cartControlsRouter(store: CartStore): Hono {
  const router = new Hono();
  router.post("/:cartId/expire", (c) => {
    const cartId = c.req.param("cartId");
    return store.expire(cartId) ? c.json({ expired: cartId }) : c.json({ error: `no cart ${cartId}` }, 404);
  });
  return router;
}
