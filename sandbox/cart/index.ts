import { Hono } from "hono";
import type { CartStore } from "./cart-store";
import { registerCheckoutDataRoutes } from "./checkout-data-routes";
import { registerLifecycleRoutes } from "./lifecycle-routes";
import { registerProductRoutes } from "./product-routes";
import { acceptOptionalBearer, type CartEnv } from "./route-kit";
import { cartGuard } from "./cart-guard";

/** The 27 calls of /api/services/app/CartApiService (SPEC §7), split by concern. */
export function cartServiceRouter(store: CartStore): Hono<CartEnv> {
  const router = new Hono<CartEnv>();
  // Before any call: who is asking, and whether they may name this cart at all.
  router.use("*", acceptOptionalBearer, cartGuard(store));
  registerLifecycleRoutes(router, store);
  registerCheckoutDataRoutes(router, store);
  registerProductRoutes(router, store);
  return router;
}

export { createCartStore, type CartStore } from "./cart-store";
export { cartControlsRouter } from "./controls";
