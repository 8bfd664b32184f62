import { describe, expect, test } from "vitest";
import { createCartApi } from "../../shared/api/client/cart";
import type { Cart, CreateCartBody } from "../../shared/api/cart";
import { sandboxControl } from "../support/sandbox";
import { transportTo, value } from "../contract/support/api-results";
import { callsTo } from "./support/sandbox-calls";
import { useShopWorker } from "./support/shop-pages";
import { shopperOn } from "./support/shopper";

/**
 * The checkout read at the edge: the product route with a cart in its query reads the whole cart
 * and its steps in the worker, so the first response already shows what was chosen and its price;
 * CART_EXPIRED redirects to /expired-session; a step the cart cannot show yet redirects to the one
 * it can; a confirmed cart shows its order, whatever step the URL names.
 */

const shop = useShopWorker();
const CART = "/api/services/app/CartApiService/";
const cartApi = () => createCartApi(transportTo(shop().sandbox.url));
// One browser makes every cart of this file (through the edge's proxy), so its pages open them.
const buyer = shopperOn(shop, "viaggi.localhost");
const page = (path: string) => buyer.fetch(path, { redirect: "manual" });

async function newCart(over: Partial<CreateCartBody> = {}): Promise<Cart> {
  return buyer.createCart({ domainName: "viaggi.localhost", productType: "DP", adults: 2, outboundDate: "2031-07-10", returnDate: "2031-07-17", destination: "PMI", ...over });
}
const at = (cart: Cart, step?: string, product = "DP") => `/${product}?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}${step ? `&checkoutStep=${step}` : ""}`;
const adult = (firstName: string) => ({ type: "ADULT" as const, title: "MR" as const, firstName, lastName: "Rossi", birthDate: "1985-04-02", nationality: "IT" });

async function complete(cart: Cart): Promise<void> {
  const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
  await cartApi().addTravellerToCart({ ...ids, traveller: adult("Marco") }).then(value);
  await cartApi().addTravellerToCart({ ...ids, traveller: adult("Luca") }).then(value);
  await cartApi().addContactToCart({ ...ids, contact: { firstName: "Marco", lastName: "Rossi", email: "marco@example.it", phone: "+39 333 1234567", countryCode: "IT" } }).then(value);
}

describe("the checkout's first response", () => {
  test("holds the cart's lines, its total in the brand's language and the travellers' forms, read in the worker", async () => {
    const cart = await newCart();
    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const response = await page(at(cart, "travellers"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-checkout-step="travellers"`);
    expect(html).toContain(cart.details.products[0]!.name.replaceAll("&", "&amp;"));
    const total = new Intl.NumberFormat("it", { style: "currency", currency: "EUR", maximumFractionDigits: Number.isInteger(cart.details.total.amount / 100) ? 0 : 2 }).format(cart.details.total.amount / 100);
    expect(html).toMatch(new RegExp(`data-testid="cart-total">${total.replace(/\s/g, "\\s")}<`));
    expect(html).toContain('data-traveller="adult-1"');
    expect(html).toContain('data-traveller="adult-2"');
    expect(html).toContain("Adulto 2");
    const full = await callsTo(shop().sandbox.url, `${CART}RetrieveCartFull`);
    expect(full).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(full[0]!.query))).toMatchObject({ cartId: cart.cartId, requestUuid: cart.requestUuid, domainName: "viaggi.localhost", producttype: "DP" });
    expect(await callsTo(shop().sandbox.url, `${CART}GetCartConfig`)).toHaveLength(1);
    expect(await callsTo(shop().sandbox.url, `${CART}RetrieveTravellersByCartId`)).toHaveLength(1);
    // The loader reads with the shopper's bearer inside the worker; no token is in the page.
    expect(html).not.toMatch(/Abp\.AuthToken|accessToken|sbx\./);
  });

  test("each step reads its own parts: contact reads the countries in the brand's language, extras the products offered", async () => {
    const cart = await newCart();
    await complete(cart);
    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const contact = await (await page(at(cart, "contact"))).text();
    expect(contact).toContain('value="IT" selected=""');
    expect(contact).toContain(">Germania<");
    expect(Object.fromEntries(new URLSearchParams((await callsTo(shop().sandbox.url, `${CART}RetrieveCountries`))[0]!.query))).toMatchObject({ lang: "it" });
    const extras = await (await page(at(cart, "extras"))).text();
    expect(extras).toContain('data-product="ins-basic"');
    expect(extras).toContain('data-product="trf-private"');
    expect(await callsTo(shop().sandbox.url, `${CART}GetAvailableProducts`)).toHaveLength(1);
  });

  test("no step in the URL, or a step beyond what is filled in, redirects to the step the cart needs", async () => {
    const cart = await newCart();
    for (const step of [undefined, "review", "seats", "nonsense", "confirmation"]) {
      const response = await page(at(cart, step));
      expect(response.status, String(step)).toBe(302);
      expect(response.headers.get("location")).toBe(at(cart, "travellers"));
    }
    await complete(cart);
    const review = await page(at(cart, "review"));
    expect(review.status).toBe(200);
    // The seller is named before the shopper commits (the brand's businessClient).
    expect(await review.text()).toContain('data-testid="seller">Prenoti con Viaggi Sole S.r.l., organizzatore di questo viaggio.<');
    expect((await page(at(cart))).headers.get("location")).toBe(at(cart, "travellers"));
  });

  test("a hotel cart has no seats step; a flight cart has one", async () => {
    const hotel = await newCart({ productType: "H" });
    const html = await (await page(at(hotel, "travellers", "H"))).text();
    expect(html).not.toContain(">Posti<");
    const flight = await newCart({ productType: "F", returnDate: undefined });
    expect(await (await page(at(flight, "travellers", "F"))).text()).toContain("Posti");
  });

  test("CART_EXPIRED from the edge read redirects to /expired-session", async () => {
    const cart = await newCart();
    await sandboxControl(shop().sandbox.url, "POST", `/carts/${cart.cartId}/expire`);
    const response = await page(at(cart, "travellers"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/expired-session");
    const other = await newCart();
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "CartApiService/RetrieveCountries", kind: "error", message: "CART_EXPIRED", status: 410, times: 1 });
    expect((await page(at(other, "travellers"))).headers.get("location")).toBe("/expired-session");
    const expired = await (await page("/expired-session")).text();
    expect(expired).toContain('href="/"');
  });

  test("a cart this browser never made is not opened (403, nothing read); a failing backend is a 200 page that leads back to the search", async () => {
    const unknown = await page("/DP?cartId=cart-999999&requestUuid=nope&checkoutStep=travellers");
    expect(unknown.status).toBe(403);
    expect(await unknown.text()).toContain('data-page="checkout-not-open-here"');
    const cart = await newCart();
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "CartApiService/GetCartConfig", kind: "status", status: 500, times: 1 });
    const failed = await page(at(cart, "travellers"));
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('data-page="checkout-failed"');
  });

  test("a confirmed cart shows its order with the reference, whatever step the URL names", async () => {
    const cart = await newCart();
    await complete(cart);
    const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
    await cartApi().cartFinalize(ids).then(value);
    const confirmed = value(await cartApi().confirmCart(ids));
    const back = await page(at(cart, "review"));
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(at(cart, "confirmation"));
    const html = await (await page(at(cart, "confirmation"))).text();
    expect(html).toContain(`data-testid="order-reference">${confirmed.order.reference}<`);
    expect(await callsTo(shop().sandbox.url, `${CART}GetOrders`)).toHaveLength(1);
  });
});
