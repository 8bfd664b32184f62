import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, readStream, useShopWorker } from "./support/shop-pages";

/**
 * Hotel-side results at the edge: the route loader calls the backend directly (CreateSearch, then
 * RetrieveProposals) and the page streams, shell first, cards later in the same response. Backend
 * failures are states of the page (SPEC §4/§8), never a 5xx.
 */

const SHOPPING = "/api/services/app/ShoppingHDPService/";
const SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

// The flexible-dates strip off: these tests are about the page's own calls (date-strip.test.ts has the strip's).
const shop = useShopWorker({ DATE_STRIP: "off" });

const page = (path: string, init: { headers?: Record<string, string>; host?: string } = {}) =>
  shop().fetch(path, { host: init.host ?? "viaggi.localhost", headers: { "user-agent": BROWSER_UA, ...init.headers } });
const shoppingCalls = async (method: string) => (await callsTo(shop().sandbox.url, `${SHOPPING}${method}`)).filter((call) => call.method !== "OPTIONS");

describe("a hotel results URL", () => {
  test("streams the shell before a 500 ms slow backend answers, then the cards in the same response", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/RetrieveProposals", kind: "latency", ms: 500, times: 1 });
    const response = await page(`/H?${SEARCH}`);
    expect(response.status).toBe(200);
    const { html, at } = await readStream(response, ['data-testid="results-skeleton"', "data-proposal-id="]);
    expect(at['data-testid="results-skeleton"']).toBeLessThan(400);
    expect(at["data-proposal-id="]).toBeGreaterThanOrEqual(450);
    expect(html.match(/data-proposal-id="/g)).toHaveLength(20);
    expect(html).toContain("48 strutture trovate");
  });

  test("runs CreateSearch then RetrieveProposals with page 1 of 20, RECOMMENDED, the brand's language and profile", async () => {
    await (await page(`/H?${SEARCH}`)).text();
    const [create] = await shoppingCalls("CreateSearch");
    expect(JSON.parse(create!.body)).toMatchObject({ productType: "H", destination: "ROM", adults: 2, language: "it", businessProfileId: expect.any(String) });
    const [retrieve] = await shoppingCalls("RetrieveProposals");
    expect(JSON.parse(retrieve!.body)).toEqual({ page: { number: 1, size: 20 }, facets: [], sort: { name: "RECOMMENDED", ascending: true }, staticData: { language: "it" } });
  });

  test("calls the backend directly with the shopper's bearer, not through the worker's own proxy", async () => {
    await (await page(`/H?${SEARCH}`, { headers: { cookie: "__Host-Abp.AuthToken=member-token-1" } })).text();
    const [create] = await shoppingCalls("CreateSearch");
    expect(create!.headers.authorization).toBe("Bearer member-token-1");
    expect(create!.headers["x-forwarded-host"]).toBeUndefined();
  });

  test("filters, sort and page in the URL reach RetrieveProposals as facets, sort and page", async () => {
    await (await page(`/deal-search?${SEARCH}&stars=4-5&freeCancellation=true&rating=8&mealPlans=BREAKFAST&sort=-RATING&page=2`)).text();
    const [retrieve] = await shoppingCalls("RetrieveProposals");
    expect(JSON.parse(retrieve!.body)).toEqual({
      page: { number: 2, size: 20 },
      facets: [
        { name: "promotion", values: ["FLASH_SALE"] },
        { name: "free-cancellation", values: [true] },
        { name: "stars", values: [4, 5] },
        { name: "opinion-rating", range: { from: 8, to: 10 } },
        { name: "meal-plan", values: ["BREAKFAST"] },
      ],
      sort: { name: "RATING", ascending: false },
      staticData: { language: "it" },
    });
  });

  test("a search id in the URL is reused: only RetrieveProposals runs", async () => {
    const first = await (await page(`/H?${SEARCH}`)).text();
    const searchId = /name="searchId" value="([^"]+)"/.exec(first)?.[1];
    expect(searchId).toBeTruthy();
    await sandboxControl(shop().sandbox.url, "POST", "/reset");
    const html = await (await page(`/H?${SEARCH}&searchId=${searchId}&sort=PRICE`)).text();
    expect(await shoppingCalls("CreateSearch")).toHaveLength(0);
    expect(await shoppingCalls("RetrieveProposals")).toHaveLength(1);
    expect(html).toContain("data-proposal-id=");
  });

  test("a search id the backend no longer knows is created again, transparently", async () => {
    const html = await (await page(`/H?${SEARCH}&searchId=HS-forgotten`)).text();
    expect(await shoppingCalls("CreateSearch")).toHaveLength(1);
    expect(await shoppingCalls("RetrieveProposals")).toHaveLength(2);
    expect(html).toContain("data-proposal-id=");
  });

  test("an incomplete search shows the form and the suggestions, and calls nothing", async () => {
    const response = await page("/H?destination=ROM");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-page="search-incomplete"');
    expect(html).toContain("Scegli le date di arrivo e partenza.");
    expect(await shoppingCalls("CreateSearch")).toHaveLength(0);
  });

  test("hostile query values give a sane page, not an error", async () => {
    const response = await page(`/H?destination=${"x".repeat(10_000)}&adults=-4&childrenAges=99-abc&outboundDate=2031-02-30&stars=<script>&page=NaN&sort=DROP`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-page="search-incomplete"');
  });
});

describe("backend failures are states of the page, never a 5xx", () => {
  test("CreateSearch failing: 200 with the no-result message", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/CreateSearch", kind: "status", status: 500, times: 1 });
    const response = await page(`/H?${SEARCH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-page="no-result"');
    expect(await shoppingCalls("RetrieveProposals")).toHaveLength(0);
  });

  test("RetrieveProposals failing: 200, loading stops, one call only (hotels do not retry)", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/RetrieveProposals", kind: "error", message: "GENERIC_ERROR", times: 3 });
    const response = await page(`/H?${SEARCH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-page="results-failed"');
    expect(await shoppingCalls("RetrieveProposals")).toHaveLength(1);
  });

  test("the backend down (502 on every call), then back: the same URL shows results again", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/CreateSearch", kind: "status", status: 502 });
    for (let i = 0; i < 2; i++) {
      const down = await page(`/H?${SEARCH}`);
      expect(down.status).toBe(200);
      expect(await down.text()).toContain('data-page="no-result"');
    }
    await sandboxControl(shop().sandbox.url, "DELETE", "/faults");
    const back = await page(`/H?${SEARCH}`);
    expect(back.status).toBe(200);
    const html = await back.text();
    expect(html).not.toContain('data-page="no-result"');
    expect(html).toMatch(/data-proposal-id="[^"]+"/);
  });
});
