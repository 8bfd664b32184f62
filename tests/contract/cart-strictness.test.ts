import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCartApi, type CartApi } from "../../shared/api/client/cart";
import type { Cart, CreateCartBody } from "../../shared/api/cart";
import { issueAccessToken } from "../../sandbox/auth/access-tokens";
import { startSandbox, type RunningSandbox } from "../support/sandbox";
import { error, transportTo, value } from "./support/api-results";

/**
 * The sandbox is as strict about carts as a real backend must be, so tests against it mean
 * something: random ids, both ids in the query of every call on a cart, the body agreeing with
 * them, a cart found only under its own brand and, when a member made it, only by that member.
 */

let sandbox: RunningSandbox;
let anonymous: CartApi;
const CART = "/api/services/app/CartApiService/";
const trip = (over: Partial<CreateCartBody> = {}): CreateCartBody => ({
  domainName: "viaggi.localhost", productType: "H", adults: 2, outboundDate: "2031-07-10", returnDate: "2031-07-14", destination: "PMI", ...over,
});
const memberApi = (member: string) => createCartApi(transportTo(sandbox.url, { Authorization: `Bearer ${issueAccessToken(member, "viaggi.localhost", 3600)}` }));
const raw = (path: string, init: RequestInit = {}) => fetch(`${sandbox.url}${CART}${path}`, { headers: { "content-type": "application/json" }, ...init });

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  sandbox = await startSandbox();
  anonymous = createCartApi(transportTo(sandbox.url));
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("cart ids", () => {
  it("are random: 1000 carts, 1000 distinct ids, uuids of version 4 (122 random bits), no id a counter's", async () => {
    const carts: Cart[] = [];
    for (let i = 0; i < 1000; i++) carts.push(value(await anonymous.createCart(trip())));
    expect(new Set(carts.map((cart) => cart.cartId)).size).toBe(1000);
    expect(new Set(carts.map((cart) => cart.requestUuid)).size).toBe(1000);
    for (const cart of carts) {
      expect(cart.cartId).toMatch(/^cart_[A-Za-z0-9_-]{22}$/); // 16 random bytes
      expect(cart.requestUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    // Consecutive carts share no long prefix, as counters would.
    const sharedPrefix = (a: string, b: string) => [...a].findIndex((char, i) => char !== b[i]);
    const longest = Math.max(...carts.slice(1).map((cart, i) => sharedPrefix(cart.cartId, carts[i]!.cartId)));
    expect(longest).toBeLessThan(12);
  });
});

describe("every call on a cart", () => {
  it("needs both ids in the query: without requestUuid, 400 and nothing changes", async () => {
    const cart = value(await anonymous.createCart(trip()));
    const withoutUuid = await raw(`GetCartConfig?cartId=${cart.cartId}`);
    expect(withoutUuid.status).toBe(400);
    const bodyOnly = await raw("AddContactToCart", {
      method: "POST",
      body: JSON.stringify({ cartId: cart.cartId, requestUuid: cart.requestUuid, contact: { firstName: "A", lastName: "B", email: "a@b.example", phone: "+39 333 1234567", countryCode: "IT" } }),
    });
    expect(bodyOnly.status).toBe(400);
    expect(value(await anonymous.retrieveContact(cart))).toBeNull();
  });

  it("with the wrong requestUuid: 404 CART_NOT_FOUND", async () => {
    const cart = value(await anonymous.createCart(trip()));
    expect(error(await anonymous.getCartConfig({ cartId: cart.cartId, requestUuid: crypto.randomUUID() }))).toMatchObject({ status: 404, message: "CART_NOT_FOUND" });
  });

  it("whose body names another cart than its query: 400 CART_IDS_DIFFER, nothing changes", async () => {
    const mine = value(await anonymous.createCart(trip()));
    const other = value(await anonymous.createCart(trip()));
    const answer = await raw(`AddSpecialRequestToCart?cartId=${mine.cartId}&requestUuid=${mine.requestUuid}`, {
      method: "POST",
      body: JSON.stringify({ cartId: other.cartId, requestUuid: other.requestUuid, text: "a quiet room" }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe("CART_IDS_DIFFER");
    expect(value(await anonymous.retrieveSpecialRequestByCartId(other))).toBeNull();
    expect(value(await anonymous.retrieveSpecialRequestByCartId(mine))).toBeNull();
  });

  it("under another brand's domainName: 404, as if there were no such cart", async () => {
    const cart = value(await anonymous.createCart(trip()));
    const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
    expect(value(await anonymous.retrieveCartFull({ ...ids, domainName: "viaggi.localhost" })).cartId).toBe(cart.cartId);
    expect(error(await anonymous.retrieveCartFull({ ...ids, domainName: "voyages.localhost" }))).toMatchObject({ status: 404, message: "CART_NOT_FOUND" });
    expect(error(await anonymous.retrieveCart({ ...ids, domainName: "voyages.localhost" }))).toMatchObject({ status: 404, message: "CART_NOT_FOUND" });
    expect((await raw(`RetrieveCartFull?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}`, { method: "POST" })).status).toBe(400);
  });
});

describe("a member's cart", () => {
  it("opens only with that member's bearer: anonymous or another member get 404", async () => {
    const cart = value(await memberApi("member-1001").createCart(trip()));
    const read = { cartId: cart.cartId, requestUuid: cart.requestUuid, domainName: "viaggi.localhost" };
    expect(cart.externalUserId).toBe("member-1001");
    expect(value(await memberApi("member-1001").retrieveCartFull(read)).externalUserId).toBe("member-1001");
    expect(error(await anonymous.retrieveCartFull(read))).toMatchObject({ status: 404, message: "CART_NOT_FOUND" });
    expect(error(await memberApi("member-2002").retrieveCartFull(read))).toMatchObject({ status: 404, message: "CART_NOT_FOUND" });
    expect(error(await anonymous.addSpecialRequestToCart({ cartId: cart.cartId, requestUuid: cart.requestUuid, text: "rewritten" }))).toMatchObject({ status: 404 });
    expect(value(await memberApi("member-1001").retrieveSpecialRequestByCartId(cart))).toBeNull();
  });

  it("an anonymous cart stays open to whoever holds both ids, a member who signs in later included", async () => {
    const cart = value(await anonymous.createCart(trip()));
    const read = { cartId: cart.cartId, requestUuid: cart.requestUuid, domainName: "viaggi.localhost" };
    expect(value(await memberApi("member-1001").retrieveCartFull(read)).cartId).toBe(cart.cartId);
  });
});
