import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { Cart, CartConfig } from "../../../shared/api/cart";
import type { FieldError } from "../../../shared/checkout/form-checks";
import type { CheckoutStep, CheckoutView } from "../../../shared/checkout/steps";
import { nextStepOf } from "../../../shared/checkout/steps";
import type { ProductType } from "../../../shared/constants";
import type { StepParts } from "../../checkout/checkout-loader";
import { checkoutHref } from "../../checkout/checkout-url";
import type { Translate } from "../../i18n/translator";

/** What every step screen gets: the cart as the edge read it, and its own parts. */
export interface StepProps<V extends CheckoutView = CheckoutView> {
  product: ProductType;
  cart: Cart;
  config: CartConfig;
  steps: CheckoutStep[];
  parts: Extract<StepParts, { view: V }>;
}

/** Links between steps: the URL is the checkout's state, so each step is a navigation. */
export function useStepLinks(product: ProductType, cart: Pick<Cart, "cartId" | "requestUuid">) {
  const navigate = useNavigate();
  const hrefOf = useCallback((step: CheckoutView) => checkoutHref(product, { cartId: cart.cartId, requestUuid: cart.requestUuid, checkoutStep: step }), [product, cart.cartId, cart.requestUuid]);
  const goTo = useCallback((step: CheckoutView) => navigate(hrefOf(step)), [navigate, hrefOf]);
  return { hrefOf, goTo };
}

export function nextViewOf(steps: readonly CheckoutStep[], step: CheckoutStep): CheckoutView {
  return nextStepOf(steps, step) ?? "review";
}

/** "First name: enter the name as on the passport": the problem's sentence with the field's label. */
export function fieldErrorText(t: Translate, error: FieldError, label: string): string {
  return t(`checkout.errors.${error.problem}`, { field: label });
}

/** Reads a form's named values as strings (files and absent names become ""). */
export function formValues(form: HTMLFormElement, prefix = ""): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (!name.startsWith(prefix)) continue;
    values[name.slice(prefix.length)] = typeof value === "string" ? value : "";
  }
  return values;
}
