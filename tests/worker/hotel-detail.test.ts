import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, readStream, useShopWorker } from "./support/shop-pages";

/**
 * /hotel-detail at the edge: the accommodation's facts stream before its price, the price is polled
 * (bounded) until confirmed, failures are 200 pages with a way on, and its two actions: booking
 * (CreateSelection → CreateCart → checkout) and a package's change of flight (UpdateTransport).
 */

const HDP = "/api/services/app/ShoppingHDPService/";
const HOTEL_SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const PACKAGE_SEARCH = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

const shop = useShopWorker();

const page = (path: string, { cookie }: { cookie?: string } = {}) => shop().fetch(path, { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });
const post = (path: string, body: string) =>
  shop().fetch(path, { method: "POST", host: "viaggi.localhost", redirect: "manual", headers: { "user-agent": BROWSER_UA, origin: "http://viaggi.localhost", "content-type": "application/x-www-form-urlencoded" }, body });
const hdpCalls = async (method: string) => (await callsTo(shop().sandbox.url, `${HDP}${method}`)).filter((call) => call.method !== "OPTIONS");
const unescape = (href: string) => href.replaceAll("&amp;", "&");

/** The detail link of the `index`th card of a results page. */
async function detailPath(results: string, index = 0): Promise<string> {
  const html = await (await page(results)).text();
  const links = [...html.matchAll(/href="(\/hotel-detail\?[^"]+)"/g)].map((match) => unescape(match[1]!));
  return [...new Set(links)][index]!;
}

async function streamed(path: string, markers: string[]): Promise<{ html: string; at: Record<string, number> }> {
  const response = await page(path);
  expect(response.status).toBe(200);
  return readStream(response, markers);
}

const totalOf = (html: string) => /data-testid="detail-total">([^<]+)</.exec(html)?.[1];

describe("the hotel detail page", () => {
  test("the hotel's name and photos stream before a slow price, then the price in the same response", async () => {
    const path = await detailPath(`/H?${HOTEL_SEARCH}`);
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/CreatePricing", kind: "latency", ms: 600, times: 1 });
    const { html, at } = await streamed(path, ['data-testid="hotel-facts"', 'data-pricing="priced"']);
    expect(at['data-testid="hotel-facts"']).toBeLessThan(450);
    expect(at['data-pricing="priced"']).toBeGreaterThanOrEqual(550);
    expect(html).toMatch(/<img src="[^"]+" alt="[^"]+"/);
    expect(totalOf(html)).toMatch(/€/);
  });

  test("the price is polled while the backend is still pricing: PRICING then PRICED, two reads", async () => {
    const path = await detailPath(`/H?${HOTEL_SEARCH}`);
    await sandboxControl(shop().sandbox.url, "POST", "/reset");
    const html = await (await page(path)).text();
    expect(html).toContain('data-pricing="priced"');
    expect(await hdpCalls("CreatePricing")).toHaveLength(1);
    expect(await hdpCalls("RetrievePricing")).toHaveLength(2);
  });

  test("failures are 200 pages: pricing failing offers a retry; a search the backend forgot says the offer is gone", async () => {
    const path = await detailPath(`/H?${HOTEL_SEARCH}`);
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/CreatePricing", kind: "status", status: 500, times: 1 });
    const failed = await page(path);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('data-pricing="failed"');
    const gone = await page(path.replace(/searchId=[^&]+/, "searchId=HS-forgotten"));
    expect(gone.status).toBe(200);
    expect(await gone.text()).toContain('data-pricing="gone"');
  });

  test("a link missing its ids is a 200 page that says so, calling nothing", async () => {
    const response = await page(`/hotel-detail?${HOTEL_SEARCH}&product=H`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-page="hotel-detail-missing"');
    expect(await hdpCalls("CreatePricing")).toHaveLength(0);
  });
});

describe("booking and changing flights", () => {
  test("Book: CreateSelection, CreateCart with it, then the checkout at /H holding that hotel and room at the detail's price", async () => {
    const path = await detailPath(`/H?${HOTEL_SEARCH}`, 2);
    const html = await (await page(path)).text();
    const pricingId = /data-pricing-id="([^"]+)"/.exec(html)![1]!;
    const proposalId = new URL(path, "http://x").searchParams.get("proposalId");
    const response = await post(path, `intent=book&pricingId=${pricingId}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/H\?cartId=.+&requestUuid=.+&checkoutStep=travellers$/);
    const [created] = await callsTo(shop().sandbox.url, "/api/services/app/CartApiService/CreateCart");
    expect(JSON.parse(created!.body)).toMatchObject({ productType: "H", adults: 2, outboundDate: "2031-06-01", returnDate: "2031-06-05", selectionId: expect.stringMatching(/^SEL-/) });
    // Only the browser that pressed Book opens the cart: the redirect carries its grant.
    const grant = response.headers.getSetCookie().find((line) => line.startsWith("__Host-cart-access="))!.split(";")[0]!;
    expect((await page(location)).status).toBe(403);
    const checkout = await (await page(location, { cookie: grant })).text();
    expect(checkout).toContain(`data-line-kind="HOTEL" data-proposal-id="${proposalId}"`);
    expect(/data-testid="cart-total">([^<]+)</.exec(checkout)?.[1]).toBe(totalOf(html));
  });

  test("Book twice (a double click) makes one cart", async () => {
    const path = await detailPath(`/H?${HOTEL_SEARCH}`, 3);
    const pricingId = /data-pricing-id="([^"]+)"/.exec(await (await page(path)).text())![1]!;
    const [first, second] = await Promise.all([post(path, `intent=book&pricingId=${pricingId}`), post(path, `intent=book&pricingId=${pricingId}`)]);
    expect(first.headers.get("location")).toBe(second.headers.get("location"));
  });

  test("a package's flight change: UpdateTransport, then the detail with the pricing in the URL and the new total", async () => {
    const path = await detailPath(`/DP?${PACKAGE_SEARCH}`);
    const before = await (await page(path)).text();
    const pricingId = /data-pricing-id="([^"]+)"/.exec(before)![1]!;
    const [, transportId, difference] = /data-alternative-id="([^"]+)"[\s\S]*?data-price-difference="(-?\d+)"[\s\S]*?name="transportId"/.exec(before)!;
    const response = await post(path, `intent=change-flight&pricingId=${pricingId}&transportId=${transportId}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toContain(`pricingId=${pricingId}`);
    const after = await (await page(location)).text();
    expect(after).toContain(`data-transport-id="${transportId}"`);
    const amount = (html: string) => Number(totalOf(html)!.replace(/[^\d]/g, ""));
    expect(amount(after) - amount(before)).toBe(Number(difference));
  });

  test.each([
    ["no pricing", "intent=book"],
    ["a hostile pricing id", `intent=book&pricingId=${encodeURIComponent("<x>")}`],
    ["a flight change without a flight", "intent=change-flight&pricingId=PR-1"],
  ])("%s: 400, nothing called", async (_name, body) => {
    const path = await detailPath(`/DP?${PACKAGE_SEARCH}`);
    await sandboxControl(shop().sandbox.url, "POST", "/reset");
    expect((await post(path, body)).status).toBe(400);
    expect(await hdpCalls("CreateSelection")).toHaveLength(0);
    expect(await hdpCalls("UpdateTransport")).toHaveLength(0);
  });

  test("a pricing the backend does not know: 409, never a 5xx, no cart", async () => {
    const path = await detailPath(`/H?${HOTEL_SEARCH}`);
    expect((await post(path, "intent=book&pricingId=PR-unknown")).status).toBe(409);
    expect(await callsTo(shop().sandbox.url, "/api/services/app/CartApiService/CreateCart")).toHaveLength(0);
  });
});
