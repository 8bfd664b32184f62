import type { ProductType } from "../../shared/constants";
import { searchPathOf } from "../../shared/product-type";

export interface CheckoutIds {
  cartId: string;
  requestUuid: string;
  checkoutStep: string | null;
}

/** The checkout lives at the product's route with the cart in the query: `/F?cartId=…&requestUuid=…&checkoutStep=…`. */
export function checkoutHref(product: ProductType, ids: CheckoutIds): string {
  const params = new URLSearchParams({ cartId: ids.cartId, requestUuid: ids.requestUuid });
  if (ids.checkoutStep) params.set("checkoutStep", ids.checkoutStep);
  return `${searchPathOf(product)}?${params}`;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The cart a URL names, or null: both ids are needed, and must look like ids. */
export function checkoutIdsOf(params: URLSearchParams): CheckoutIds | null {
  const cartId = params.get("cartId") ?? "";
  const requestUuid = params.get("requestUuid") ?? "";
  if (!ID.test(cartId) || !ID.test(requestUuid)) return null;
  const step = params.get("checkoutStep") ?? "";
  return { cartId, requestUuid, checkoutStep: ID.test(step) ? step : null };
}
