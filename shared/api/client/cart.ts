import type { ApiError } from "./errors";
import { createCartCheckoutDataApi } from "./cart/checkout-data";
import { createCartLifecycleApi } from "./cart/lifecycle";
import { createCartProductsApi } from "./cart/products";
import type { ApiTransport } from "../transport";

/** The typed client of /api/services/app/CartApiService: all 27 calls of SPEC §7. */
export function createCartApi(transport: ApiTransport) {
  return {
    ...createCartLifecycleApi(transport),
    ...createCartCheckoutDataApi(transport),
    ...createCartProductsApi(transport),
  };
}
export type CartApi = ReturnType<typeof createCartApi>;

const CART_EXPIRED = "CART_EXPIRED";

/** SPEC §4: any cart read answering the backend error CART_EXPIRED marks the cart expired. */
export function isCartExpired(error: ApiError): boolean {
  return error.kind === "backend" && error.message === CART_EXPIRED;
}
