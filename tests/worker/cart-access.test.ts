import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Cart, CreateCartBody } from "../../shared/api/cart";
import { createCartApi } from "../../shared/api/client/cart";
import { transportTo, value } from "../contract/support/api-results";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";
import { shopperOn } from "./support/shopper";
import { answers, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * A cart opens only in the browser that made it (worker/cart-access): the edge grants it in a
 * signed `__Host-cart-access` cookie when it creates the cart, and every proxied cart call and
 * checkout page checks the grant before anything reaches the backend.
 */

const shop = useShopWorker();
const CART = "/api/services/app/CartApiService/";
const VIAGGI = "viaggi.localhost";
const body: CreateCartBody = { domainName: VIAGGI, productType: "DP", adults: 2, outboundDate: "2031-07-10", returnDate: "2031-07-17", destination: "PMI" };
const ids = (cart: Cart) => `cartId=${cart.cartId}&requestUuid=${cart.requestUuid}`;
const contact = { firstName: "Marco", lastName: "Rossi", email: "marco@example.it", phone: "+39 333 1234567", countryCode: "IT" };

/** A stranger: no cookies of the shop's at all, and an XSRF pair it made up itself. */
function stranger(path: string, init: RequestInit & { host?: string; cookie?: string } = {}) {
  const { host = VIAGGI, cookie = "", ...rest } = init;
  return shop().fetch(path, {
    ...rest,
    host,
    redirect: "manual",
    headers: { "user-agent": BROWSER_UA, cookie: `__Host-XSRF-TOKEN=x; __Host-XSRF-TOKEN=x${cookie ? `; ${cookie}` : ""}`, "x-xsrf-token": "x", "content-type": "application/json", ...(rest.headers as Record<string, string>) },
  } as never);
}

describe("the grant", () => {
  test("CreateCart through the proxy grants the new cart in an HttpOnly, Secure, SameSite=Lax, __Host- cookie", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const response = await buyer.fetch(`${CART}CreateCart`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith("__Host-cart-access="));
    expect(setCookie).toMatch(/^__Host-cart-access=[A-Za-z0-9_-]{22}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/domain=/i);
    // The cart itself is passed on untouched.
    expect(((await response.json()) as { result: Cart }).result.domainName).toBe(VIAGGI);
  });

  test("a browser keeps its earlier carts: Back to the first booking still opens it", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const first = await buyer.createCart(body);
    const second = await buyer.createCart({ ...body, adults: 1 });
    expect(buyer.cookie("__Host-cart-access")?.split(".")).toHaveLength(2);
    for (const cart of [first, second]) {
      expect((await buyer.fetch(`/DP?${ids(cart)}&checkoutStep=travellers`, { redirect: "manual" })).status).toBe(200);
      expect((await buyer.fetch(`${CART}RetrieveCartFull?${ids(cart)}&domainName=${VIAGGI}&producttype=DP`, { method: "POST" })).status).toBe(200);
    }
  });

  test("CreateCart for another site's brand is refused before the backend is called", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const response = await buyer.fetch(`${CART}CreateCart`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...body, domainName: "voyages.localhost" }) });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { message: "CART_FOR_ANOTHER_SITE" } });
    expect(await callsTo(shop().sandbox.url, `${CART}CreateCart`)).toHaveLength(0);
  });
});

describe("a stranger who knows the ids", () => {
  test("cannot read or change the cart through the proxy: 403 in the backend's shape, nothing forwarded", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const cart = await buyer.createCart(body);
    const calls: [string, string, string?][] = [
      ["POST", `RetrieveCartFull?${ids(cart)}&domainName=${VIAGGI}&producttype=DP`],
      ["POST", `RetrieveCart?${ids(cart)}&domainName=${VIAGGI}&producttype=DP`],
      ["GET", `GetCartConfig?${ids(cart)}`],
      ["POST", `AddContactToCart?${ids(cart)}`, JSON.stringify({ contact })],
      ["POST", `RetrieveContact?${ids(cart)}`],
      ["GET", `GetOrders?${ids(cart)}`],
      ["POST", `ConfirmCart?${ids(cart)}`],
      ["DELETE", `RemoveProductsFromCart?CartId=${cart.cartId}&ProductIds=x&requestUuid=${cart.requestUuid}`],
    ];
    for (const [method, call, payload] of calls) {
      for (const cookie of ["", "__Host-cart-access=AAAAAAAAAAAAAAAAAAAAAA", `__Host-cart-access=${"A".repeat(22)}.${buyer.cookie("__Host-cart-access")!.slice(0, 21)}B`]) {
        const response = await stranger(`${CART}${call}`, { method, cookie, ...(payload ? { body: payload } : {}) });
        expect(response.status, `${method} ${call} ${cookie}`).toBe(403);
        expect(await response.json()).toMatchObject({ success: false, error: { message: "CART_NOT_OPEN_IN_THIS_BROWSER" } });
      }
    }
    expect((await callsTo(shop().sandbox.url, CART)).filter((call) => !call.path.endsWith("CreateCart"))).toHaveLength(0);
  });

  test("cannot open the checkout page: it says so, offers a new search and reads nothing", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const cart = await buyer.createCart(body);
    await buyer.fetch(`${CART}AddContactToCart?${ids(cart)}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ contact }) });
    for (const path of [`/DP?${ids(cart)}&checkoutStep=travellers`, `/DP?${ids(cart)}&checkoutStep=confirmation`]) {
      const response = await stranger(path);
      expect(response.status, path).toBe(403);
      const html = await response.text();
      expect(html).toContain('data-page="checkout-not-open-here"');
      expect(html).toContain("Questa prenotazione non è aperta in questo browser");
      expect(html).toContain('href="/DP"');
      expect(html).not.toContain("marco@example.it");
      expect(html).not.toContain(cart.details.products[0]!.name);
    }
    // The same refusal for the client router's data request.
    expect((await stranger(`/DP.data?${ids(cart)}&checkoutStep=travellers`)).status).toBe(403);
    expect(await callsTo(shop().sandbox.url, `${CART}RetrieveCartFull`)).toHaveLength(0);
    // And the owner still opens it.
    expect((await buyer.fetch(`/DP?${ids(cart)}&checkoutStep=travellers`, { redirect: "manual" })).status).toBe(200);
  });

  test("the owner's grant does not open the cart on another brand's host", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const cart = await buyer.createCart(body);
    const cookie = `__Host-cart-access=${buyer.cookie("__Host-cart-access")}`;
    const page = await stranger(`/DP?${ids(cart)}&checkoutStep=travellers`, { host: "voyages.localhost", cookie });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('data-page="checkout-not-open-here"');
    expect((await stranger(`${CART}RetrieveCartFull?${ids(cart)}&domainName=${VIAGGI}&producttype=DP`, { method: "POST", host: "voyages.localhost", cookie })).status).toBe(403);
  });
});

describe("a cart call must name its cart once, the same way everywhere", () => {
  test("ambiguous or missing ids in the query, or other ids in the body, are refused before the backend", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const cart = await buyer.createCart(body);
    const post = (call: string, payload?: unknown) =>
      buyer.fetch(`${CART}${call}`, { method: "POST", headers: { "content-type": "application/json" }, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) });
    const cases: [string, unknown?][] = [
      [`RetrieveContact?cartId=${cart.cartId}`],
      [`RetrieveContact?${ids(cart)}&cartId=${cart.cartId}`],
      [`RetrieveContact?${ids(cart)}&CartId=other`],
      [`AddContactToCart?${ids(cart)}`, { cartId: "someone-elses", contact }],
      [`AddContactToCart?${ids(cart)}`, { contact: { ...contact, RequestUuid: "another-request" } }],
    ];
    for (const [call, payload] of cases) expect((await post(call, payload)).status, call).toBe(400);
    const notJson = await buyer.fetch(`${CART}AddContactToCart?${ids(cart)}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(notJson.status).toBe(400);
    expect((await callsTo(shop().sandbox.url, CART)).filter((call) => !call.path.endsWith("CreateCart"))).toHaveLength(0);
    // The same call naming its cart properly is forwarded.
    await post(`AddContactToCart?${ids(cart)}`, { contact });
    expect(await callsTo(shop().sandbox.url, `${CART}AddContactToCart`)).toHaveLength(1);
  });
});

describe("spelling a cart's ids another way (the backend binds query keys in any case, first value)", () => {
  test("my grant plus a victim's ids under another spelling is refused, and nothing reaches the backend", async () => {
    const victim = shopperOn(shop, VIAGGI);
    const theirs = await victim.createCart(body);
    await victim.fetch(`${CART}AddTravellerToCart?${ids(theirs)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cartId: theirs.cartId, requestUuid: theirs.requestUuid, traveller: { firstName: "Giulia", lastName: "Bianchi", birthDate: "1990-02-03", type: "ADULT" } }),
    });
    const attacker = shopperOn(shop, VIAGGI);
    const mine = await attacker.createCart(body);
    const before = (await callsTo(shop().sandbox.url, `${CART}RetrieveTravellersByCartId`)).length;
    for (const query of [
      `cartid=${theirs.cartId}&requestuuid=${theirs.requestUuid}&cartId=${mine.cartId}&requestUuid=${mine.requestUuid}`,
      `CARTID=${theirs.cartId}&cartId=${mine.cartId}&requestUuid=${mine.requestUuid}`,
      `cartId=${mine.cartId}&requestUuid=${mine.requestUuid}&RequestUUID=${theirs.requestUuid}`,
    ]) {
      const response = await attacker.fetch(`${CART}RetrieveTravellersByCartId?${query}`, { method: "POST" });
      expect(response.status, query).toBe(400);
      const answer = await response.text();
      expect(answer).toContain("CART_IDS_REQUIRED");
      expect(answer).not.toContain("Giulia");
    }
    // A victim's ids alone, in any spelling, are a cart this browser holds no grant for.
    const alone = await attacker.fetch(`${CART}RetrieveTravellersByCartId?cartid=${theirs.cartId}&REQUESTUUID=${theirs.requestUuid}`, { method: "POST" });
    expect(alone.status).toBe(403);
    expect(await callsTo(shop().sandbox.url, `${CART}RetrieveTravellersByCartId`)).toHaveLength(before);
  });

  test("a granted call reaches the backend with the query and body the edge checked, each key once", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const cart = await buyer.createCart(body);
    // Any spelling of the buyer's own ids is the buyer's cart; the body's repeated key is sent once.
    const duplicated = `{"cartId":"${cart.cartId}","requestUuid":"${cart.requestUuid}","contact":${JSON.stringify(contact)},"cartId":"${cart.cartId}"}`;
    const response = await buyer.fetch(`${CART}AddContactToCart?CARTID=${cart.cartId}&requestuuid=${cart.requestUuid}&x=a%20b+c`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: duplicated,
    });
    expect(response.status).toBe(200);
    const [call] = (await callsTo(shop().sandbox.url, `${CART}AddContactToCart`)).filter((recorded) => recorded.query.includes(cart.cartId));
    expect(call!.query).toBe(`?CARTID=${cart.cartId}&requestuuid=${cart.requestUuid}&x=a+b+c`);
    expect(JSON.parse(call!.body)).toEqual({ cartId: cart.cartId, requestUuid: cart.requestUuid, contact });
    expect(call!.body.match(/"cartId"/g)).toHaveLength(1);
  });
});

describe("personal pages", () => {
  test("the checkout, its data request and the expired session are never cached", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const cart = await buyer.createCart(body);
    for (const path of [`/DP?${ids(cart)}&checkoutStep=travellers`, `/DP.data?${ids(cart)}&checkoutStep=travellers`, "/expired-session", "/expired-session.data"]) {
      const response = await buyer.fetch(path, { redirect: "manual" });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      await response.arrayBuffer();
    }
    expect((await stranger(`/DP?${ids(cart)}&checkoutStep=travellers`)).headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the edge does not rely on the backend", () => {
  let upstream: FakeUpstream;
  let worker: WorkerUnderTest;
  let real: Cart;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
    worker = await startWorker({ API_BASE_URL: upstream.url });
    real = value(await createCartApi(transportTo(worker.sandbox.url)).createCart(body));
  });
  afterAll(async () => {
    await worker?.dispose();
    await upstream?.close();
  });

  /** A lenient backend that answers every cart read with `cart`, whoever asks. */
  async function openAs(cart: Cart, shopperCookies = "") {
    const config = value(await createCartApi(transportTo(worker.sandbox.url)).getCartConfig({ cartId: real.cartId, requestUuid: real.requestUuid }));
    upstream.answerWith((req, res, call) => {
      const result = call.path.endsWith("GetCartConfig") ? config : call.path.includes("Retrieve") && !call.path.endsWith("CartFull") ? [] : cart;
      return answers.json(result)(req, res, call);
    });
    const buyer = shopperOn(() => worker, VIAGGI);
    await buyer.createCart(body);
    const headers = shopperCookies ? { cookie: `${buyer.cookieHeader()}; ${shopperCookies}` } : {};
    const response = await worker.fetch(`/DP?${ids(cart)}&checkoutStep=travellers`, { host: VIAGGI, headers: { "user-agent": BROWSER_UA, cookie: buyer.cookieHeader(), ...headers } });
    return { status: response.status, html: await response.text() };
  }

  test("a cart the backend says belongs to another brand is not shown", async () => {
    const granted = await openAs(real);
    expect(granted.status).toBe(200);
    const foreign = await openAs({ ...real, domainName: "voyages.localhost" });
    expect(foreign.status).toBe(403);
    expect(foreign.html).toContain('data-page="checkout-not-open-here"');
  });

  test("a member's cart is not shown to a browser where that member is not signed in", async () => {
    const member = await openAs({ ...real, externalUserId: "member-42" });
    expect(member.status).toBe(403);
    expect(member.html).toContain('data-page="checkout-not-open-here"');
    // A forged member cookie (no valid signature) is nobody.
    const forged = await openAs({ ...real, externalUserId: "member-42" }, `__Host-member=${btoa("member-42").replace(/=+$/, "")}.AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.status).toBe(403);
  });
});

describe("without a signing secret in production", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ ENVIRONMENT: "production" });
  });
  afterAll(() => worker?.dispose());

  test("no cart is handed out and none opens: the doors fail shut", async () => {
    const buyer = shopperOn(() => worker, VIAGGI);
    const response = await buyer.fetch(`${CART}CreateCart`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(response.status).toBe(403);
    expect(await callsTo(worker.sandbox.url, `${CART}CreateCart`)).toHaveLength(0);
  });
});
