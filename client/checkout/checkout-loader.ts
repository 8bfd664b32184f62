import type { AppLoadContext } from "react-router";
import { createApi, isCartExpired } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";
import type { CartConfig, CartSummary } from "../../shared/api/cart";
import type { ProductType } from "../../shared/constants";
import { dictionaryFor } from "../i18n/dictionaries.server";
import type { CheckoutIds } from "./checkout-url";

/**
 * What the checkout shows of a cart (SPEC §3/§4): the cart and its configuration, or why not. A
 * cart read answering CART_EXPIRED marks the cart expired; an unknown cart is not found.
 */
export type CheckoutCart =
  | { kind: "cart"; cart: CartSummary; config: CartConfig }
  | { kind: "expired" }
  | { kind: "not-found" }
  | { kind: "failed" };

export const CHECKOUT_NAMESPACES = ["checkout", "results"] as const;

/** The checkout at a product route (`/F?cartId=…&requestUuid=…&checkoutStep=…`), read in the worker. */
export async function checkoutLoader(context: AppLoadContext, product: ProductType, ids: CheckoutIds) {
  const api = createApi(context.backend);
  const query = { cartId: ids.cartId, requestUuid: ids.requestUuid, domainName: context.brand.domain, producttype: product };
  const [cart, config] = await Promise.all([api.cart.retrieveCart(query), api.cart.getCartConfig({ cartId: ids.cartId, requestUuid: ids.requestUuid })]);
  let state: CheckoutCart;
  if (cart.ok && config.ok) state = { kind: "cart", cart: cart.value, config: config.value };
  else {
    const error = !cart.ok ? cart.error : !config.ok ? config.error : null;
    if (error) logApiError(error);
    state = error && isCartExpired(error) ? { kind: "expired" } : error?.status === 404 ? { kind: "not-found" } : { kind: "failed" };
  }
  const step = state.kind === "cart" && ids.checkoutStep && state.config.steps.includes(ids.checkoutStep) ? ids.checkoutStep : state.kind === "cart" ? (state.config.steps[0] ?? null) : null;
  return { view: "checkout" as const, product, ids: { ...ids, checkoutStep: step }, state, dictionary: dictionaryFor(context.brand.language, CHECKOUT_NAMESPACES) };
}

export type CheckoutData = Awaited<ReturnType<typeof checkoutLoader>>;
