import { beforeEach, describe, expect, test } from "vitest";
import type { Cart, CreateCartBody } from "../../shared/api/cart";
import { issueAccessToken } from "../../sandbox/auth/access-tokens";
import { sandboxControl } from "../support/sandbox";
import { eventsNamed } from "./support/sandbox-calls";
import { useShopWorker } from "./support/shop-pages";
import { shopperOn, type Shopper } from "./support/shopper";
import { eventually } from "./support/worker";

/**
 * The shop against a backend that answers only what SPEC.md names (the sandbox's spec-only switch),
 * and against answers a page cannot read at all. SPEC §3's auth result is a token and its lifetime:
 * a member signed in with only those is signed in, named generically.
 */

const shop = useShopWorker();
const VIAGGI = "viaggi.localhost";
const FLIGHTS = "departure=MIL&destination=PMI&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const HOTELS = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const specOnly = (on: boolean) => sandboxControl(shop().sandbox.url, "PUT", "/spec-only", { specOnly: on });

const page = async (who: Shopper, path: string, status = 200) => {
  const response = await who.fetch(path, { redirect: "manual" });
  expect(response.status, path).toBe(status);
  return response.text();
};
const trip = (over: Partial<CreateCartBody> = {}): CreateCartBody => ({
  domainName: VIAGGI, productType: "DP", adults: 2, outboundDate: "2031-07-10", returnDate: "2031-07-17", destination: "PMI", ...over,
});
const checkoutOf = (cart: Cart) => `/DP?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}&checkoutStep=travellers`;

/** Signs in through `?a=` as a link from the identity source would (SPEC §4). */
async function signedIn(token = "sandbox-member-token"): Promise<Shopper> {
  const member = shopperOn(shop, VIAGGI);
  const landed = await member.fetch(`/F?a=${token}`, { redirect: "manual", headers: { "sec-fetch-site": "cross-site" } });
  expect(landed.status).toBe(302);
  expect(landed.headers.get("location")).toBe("/F");
  return member;
}

describe("a member signed in with only a token and its lifetime (SPEC §3)", () => {
  beforeEach(() => specOnly(true));

  test("silent sign-in succeeds, and the header names the account generically", async () => {
    const member = await signedIn();
    expect(member.cookie("__Host-Abp.AuthToken")).toBeTruthy();
    expect(member.cookie("__Host-member")).toBeTruthy();
    const html = await page(member, "/F");
    expect(html).toMatch(/data-testid="signed-in-as"><span[^>]*>Accesso effettuato<\/span><span[^>]*>Il tuo account<\/span>/);
    expect(html).toContain('data-testid="sign-out"');
    expect(html).not.toContain('data-testid="sign-in"');
    expect(html).not.toContain(member.cookie("__Host-Abp.AuthToken")!);
  });

  test("member searches open to them, with the points each price earns", async () => {
    const member = await signedIn();
    const flights = await page(member, `/memSearch?${FLIGHTS}`);
    expect(flights).not.toContain('data-page="members-only"');
    expect(flights).toContain("data-proposal-id=");
    expect(flights).toContain('data-testid="points-earned"');
    // A visitor still gets the members-only page.
    expect(await page(shopperOn(shop, VIAGGI), `/memSearch?${FLIGHTS}`)).toContain('data-page="members-only"');
  });

  test("their cart, answered without the fields of ours, opens in their checkout", async () => {
    const member = await signedIn();
    const cart = await member.createCart(trip());
    expect(cart.externalUserId).toBeUndefined();
    expect(cart.domainName).toBeUndefined();
    const html = await page(member, checkoutOf(cart));
    expect(html).toContain('data-checkout-step="travellers"');
  });
});

describe("a member the backend named no id for, on a backend that marks carts with their owner", () => {
  // The sandbox as usual, but its sign-in answers SPEC §3's two fields only.
  async function idlessMember(): Promise<Shopper> {
    const accessToken = issueAccessToken("member-1001", VIAGGI, 3600);
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "TokenAuth/AuthenticateExternal", kind: "answer", result: { authApiModel: { accessToken, expireInSeconds: 3600 } }, times: 1 });
    return signedIn();
  }

  test("their own cart opens: the edge cannot tell members apart without an id, so the backend (holding the bearer) decides", async () => {
    const member = await idlessMember();
    const cart = await member.createCart(trip());
    expect(cart.externalUserId).toBe("member-1001");
    expect(await page(member, checkoutOf(cart))).toContain('data-checkout-step="travellers"');
  });
});

describe("an answer without a field the page needs", () => {
  const reports = async (call: string) =>
    (await eventsNamed(shop().sandbox.url, "error.backend-answer")).filter((event) => event.body.eventProperties.call === call);

  test("hotel results: the page's error state (200, never a 500), reported once with the fields at fault", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/RetrieveProposals", kind: "answer", result: { searchId: "HS-x", page: { number: 1 } } });
    const html = await page(shopperOn(shop, VIAGGI), `/H?${HOTELS}`);
    expect(html).toContain('data-page="results-failed"');
    const [report, ...more] = await eventually(async () => {
      const found = await reports("ShoppingHDPService/RetrieveProposals");
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(more).toEqual([]);
    expect(report!.body).toMatchObject({ logLevel: "error", eventData: { domain: VIAGGI, brand: "Viaggi Sole" } });
    expect(report!.body.eventProperties).toMatchObject({ status: 200, fields: expect.arrayContaining(["proposals"]) });
  });

  test("checkout: a cart without its details is the checkout's failed page, reported once", async () => {
    const buyer = shopperOn(shop, VIAGGI);
    const cart = await buyer.createCart(trip());
    const { details: _left, ...withoutDetails } = cart;
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "CartApiService/RetrieveCartFull", kind: "answer", result: withoutDetails });
    const html = await page(buyer, checkoutOf(cart));
    expect(html).toContain('data-page="checkout-failed"');
    // A second page is a second report; within one page, one.
    await eventually(async () => expect(await reports("CartApiService/RetrieveCartFull")).toHaveLength(1));
    expect((await reports("CartApiService/RetrieveCartFull"))[0]!.body.eventProperties).toMatchObject({ fields: ["details"] });
  });

  test("a refused sign-in answer (no accessToken) lands on the 401 exception page, never a 500", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "TokenAuth/AuthenticateExternal", kind: "answer", result: { authApiModel: { expireInSeconds: 3600 } }, times: 1 });
    const visitor = shopperOn(shop, VIAGGI);
    const landed = await visitor.fetch("/F?a=sandbox-member-token", { redirect: "manual" });
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toBe("/exception?type=401");
  });
});
