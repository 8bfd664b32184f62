import type { AvailableProduct, CartConfig } from "../api/cart";
import type { BrandCheckout, CheckoutOptions } from "../brand-config/types";

export type PaymentMethod = BrandCheckout["paymentMethods"][number];

/**
 * The payment methods the review announces: those the brand accepts that this cart can be paid
 * with, in the brand's order and under the brand's names. A method only one side knows is not
 * offered (the brand does not take it, or the backend cannot for this booking).
 */
export function paymentMethodsOffered(brand: readonly PaymentMethod[], cart: Pick<CartConfig, "paymentMethods">): PaymentMethod[] {
  const payable = new Set(cart.paymentMethods);
  return brand.filter((method) => payable.has(method.code));
}

/** The extras a brand shows: travel insurance only where its checkout options allow it. */
export function extrasShown(available: readonly AvailableProduct[], options: Pick<CheckoutOptions, "showInsurance">): AvailableProduct[] {
  return options.showInsurance ? [...available] : available.filter((offer) => offer.kind !== "INSURANCE");
}
