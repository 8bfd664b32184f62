import { describe, expect, test } from "vitest";
import { createCartApi } from "../../shared/api/client/cart";
import type { Cart } from "../../shared/api/cart";
import { sandboxControl } from "../support/sandbox";
import { transportTo, value } from "../contract/support/api-results";
import { callsTo } from "./support/sandbox-calls";
import { useShopWorker } from "./support/shop-pages";
import { shopperOn } from "./support/shopper";

/**
 * The brand's checkout offer (brand configuration: paymentMethods, checkoutOptions): the review
 * names the payment methods the brand accepts and the cart can be paid with; options turned off
 * take their part out of the checkout, and what is not shown is not read from the backend.
 */
const shop = useShopWorker();
const CART = "/api/services/app/CartApiService/";
const cartApi = () => createCartApi(transportTo(shop().sandbox.url));
const PLAIN = "plain-checkout.localhost";

async function checkoutOn(host: string) {
  const buyer = shopperOn(shop, host);
  const cart = await buyer.createCart({ domainName: host, productType: "DP", adults: 1, outboundDate: "2031-07-10", returnDate: "2031-07-17", destination: "PMI" });
  const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
  await cartApi().addTravellerToCart({ ...ids, traveller: { type: "ADULT", title: "MR", firstName: "Marco", lastName: "Rossi", birthDate: "1985-04-02", nationality: "IT" } }).then(value);
  await cartApi().addContactToCart({ ...ids, contact: { firstName: "Marco", lastName: "Rossi", email: "marco@example.it", phone: "+39 333 1234567", countryCode: "IT" } }).then(value);
  const step = async (name: string) => {
    const response = await buyer.fetch(at(cart, name), { redirect: "manual" });
    expect(response.status, name).toBe(200);
    return response.text();
  };
  return { cart, step, buyer };
}
const at = (cart: Cart, step: string) => `/DP?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}&checkoutStep=${step}`;
const stepsListed = (html: string) => [...(/data-testid="checkout-steps">(.*?)<\/ol>/s.exec(html)![1]!).matchAll(/<li\b/g)].length;
const methodsListed = (html: string) => [...(/data-testid="payment-methods">(.*?)<\/ul>/s.exec(html)?.[1] ?? "").matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);

describe("the brand's checkout offer", () => {
  test("every option on (viaggi): seats, insurance, special request and invoice are offered; the review names the brand's methods the cart takes", async () => {
    const { step } = await checkoutOn("viaggi.localhost");
    const contact = await step("contact");
    expect(contact).toContain('data-testid="wants-invoice"');
    const extras = await step("extras");
    expect(extras).toContain('data-product="ins-basic"');
    expect(extras).toContain('id="specialRequest"');
    const review = await step("review");
    expect(methodsListed(review)).toEqual(["Carta di credito o debito", "PayPal", "Scalapay: paga in 3 rate"]);
    expect(review).toContain("Dopo la conferma puoi pagare con:");
    expect(stepsListed(review)).toBe(5);
  });

  test("options turned off take their parts out, unread; a method the cart cannot take is not announced", async () => {
    await sandboxControl(shop().sandbox.url, "PUT", `/brands/${PLAIN}`, {
      from: "viaggi.localhost",
      paymentMethods: [{ code: "PAYPAL", name: "PayPal" }, { code: "BANK_TRANSFER", name: "Bonifico" }],
      checkoutOptions: { showInsurance: false, showSeatSelection: false, showSpecialRequest: false, allowInvoice: false },
    });
    const { cart, step, buyer } = await checkoutOn(PLAIN);
    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const contact = await step("contact");
    expect(contact).toContain('data-step-form="contact"');
    expect(contact).not.toContain('data-testid="wants-invoice"');
    const extras = await step("extras");
    expect(extras).toContain('data-product="trf-private"');
    expect(extras).not.toContain('data-product="ins-basic"');
    expect(extras).not.toContain('id="specialRequest"');
    expect(await callsTo(shop().sandbox.url, `${CART}GetInvoices`)).toHaveLength(0);
    expect(await callsTo(shop().sandbox.url, `${CART}RetrieveSpecialRequestByCartId`)).toHaveLength(0);
    const review = await step("review");
    // No seat selection step: a flight-and-hotel cart lists four steps instead of five.
    expect(stepsListed(review)).toBe(4);
    expect(methodsListed(review)).toEqual(["PayPal"]);
    expect((await buyer.fetch(at(cart, "seats"), { redirect: "manual" })).status).toBe(302);
  });
});
