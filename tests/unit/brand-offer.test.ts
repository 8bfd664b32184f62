import { describe, expect, test } from "vitest";
import type { AvailableProduct } from "../../shared/api/cart";
import { extrasShown, paymentMethodsOffered } from "../../shared/checkout/brand-offer";

describe("what a brand's checkout offers (shared/checkout/brand-offer.ts)", () => {
  const brandMethods = [
    { code: "CREDIT_CARD", name: "Tarjeta de crédito o débito" },
    { code: "BIZUM", name: "Bizum" },
    { code: "PAYPAL", name: "PayPal" },
  ];

  test("the review names the brand's methods this cart can be paid with, in the brand's order", () => {
    expect(paymentMethodsOffered(brandMethods, { paymentMethods: ["PAYPAL", "SCALAPAY", "CREDIT_CARD"] })).toEqual([
      { code: "CREDIT_CARD", name: "Tarjeta de crédito o débito" },
      { code: "PAYPAL", name: "PayPal" },
    ]);
  });

  test("nothing is announced when the brand lists no method or the cart takes none of them", () => {
    expect(paymentMethodsOffered([], { paymentMethods: ["CREDIT_CARD"] })).toEqual([]);
    expect(paymentMethodsOffered(brandMethods, { paymentMethods: ["SCALAPAY"] })).toEqual([]);
  });

  test("insurance is left out of the extras only where the brand turns it off", () => {
    const offer = (productId: string, kind: AvailableProduct["kind"]) => ({ productId, kind }) as AvailableProduct;
    const available = [offer("ins-basic", "INSURANCE"), offer("lug-23kg", "EXTRA_LUGGAGE"), offer("transfer", "TRANSFER")];
    expect(extrasShown(available, { showInsurance: false }).map((o) => o.productId)).toEqual(["lug-23kg", "transfer"]);
    expect(extrasShown(available, { showInsurance: true })).toEqual(available);
  });
});
