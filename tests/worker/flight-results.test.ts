import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, readStream, useShopWorker } from "./support/shop-pages";

/**
 * Flight results at the edge (/F, /FF, /memSearch): the loader calls the backend directly
 * (CreateSearch, then RetrieveProposals with SPEC §4's retry) and the page streams. Every backend
 * failure is the no-result message in a 200, never a 5xx or a spinner left running.
 */

const TRANSPORT = "/api/services/app/ShoppingTransportService/";
const SEARCH = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2&childrenAges=7";
const RETRIEVE = "ShoppingTransportService/RetrieveProposals";

// The flexible-dates strip off: these tests are about the page's own calls (date-strip.test.ts has the strip's).
const shop = useShopWorker({ DATE_STRIP: "off" });

const page = (path: string, init: { headers?: Record<string, string>; host?: string } = {}) =>
  shop().fetch(path, { host: init.host ?? "viaggi.localhost", headers: { "user-agent": BROWSER_UA, ...init.headers } });
const transportCalls = async (method: string) => (await callsTo(shop().sandbox.url, `${TRANSPORT}${method}`)).filter((call) => call.method !== "OPTIONS");
const retrieveBodies = async () => (await transportCalls("RetrieveProposals")).map((call) => JSON.parse(call.body));
const fault = (body: Record<string, unknown>) => sandboxControl(shop().sandbox.url, "POST", "/faults", { call: RETRIEVE, ...body });
const cardsIn = (html: string) => html.match(/data-proposal-id="/g)?.length ?? 0;

describe("a flight results URL", () => {
  test("streams the shell before a 500 ms slow backend answers, then 20 cards in the same response", async () => {
    await fault({ kind: "latency", ms: 500, times: 1 });
    const response = await page(`/F?${SEARCH}`);
    expect(response.status).toBe(200);
    const { html, at } = await readStream(response, ['data-testid="results-skeleton"']);
    const skeletonAt = at['data-testid="results-skeleton"'];
    expect(skeletonAt).toBeLessThan(400);
    expect(cardsIn(html)).toBe(20);
    expect(html).toMatch(/\d+ voli trovati/);
  });

  test("CreateSearch, then RetrieveProposals: page 1 of 20, RECOMMENDED ascending, ONLY_FLIGHT, filtersMetadata, the brand's language", async () => {
    await (await page(`/F?${SEARCH}`)).text();
    const [create] = await transportCalls("CreateSearch");
    expect(JSON.parse(create!.body)).toEqual({
      productType: "F", departure: "MAD", destination: "ROM", outboundDate: "2031-06-01", returnDate: "2031-06-08", adults: 2, childrenAges: [7], businessProfileId: expect.any(String), language: "it",
    });
    const [body] = await retrieveBodies();
    expect(body).toMatchObject({
      page: { number: 1, size: 20 },
      facets: [{ name: "transportType", values: ["ONLY_FLIGHT"] }],
      sort: { name: "RECOMMENDED", ascending: true },
      filtersMetadata: { facetNames: expect.arrayContaining(["price", "outboundStops", "baggageIncluded"]) },
      staticData: { language: "it" },
    });
  });

  test("calls the backend directly with the shopper's bearer, not through the worker's proxy", async () => {
    await (await page(`/F?${SEARCH}`, { headers: { cookie: "__Host-Abp.AuthToken=member-token-1" } })).text();
    const [create] = await transportCalls("CreateSearch");
    expect(create!.headers.authorization).toBe("Bearer member-token-1");
    expect(create!.headers["x-forwarded-host"]).toBeUndefined();
  });

  test("every filter kind, sort and page in the URL reach RetrieveProposals", async () => {
    await (await page(`/F?${SEARCH}&direct=true&luggage=CABIN-CHECKED&outDep=360-719&inArr=1080-1439&connection=120&duration=300&price=0-90000&sort=DURATION&page=2`)).text();
    const [body] = await retrieveBodies();
    expect(body.facets).toEqual([
      { name: "transportType", values: ["ONLY_FLIGHT"] },
      { name: "price", range: { from: 0, to: 90_000 } },
      { name: "outboundStops", values: [0] },
      { name: "inboundStops", values: [0] },
      { name: "baggageIncluded", values: ["CABIN_CHECKED"] },
      { name: "outboundDepartureTime", range: { from: "06:00", to: "11:59" } },
      { name: "inboundArrivalTime", range: { from: "18:00", to: "23:59" } },
      { name: "connectionTime", range: { from: 0, to: 120 } },
      { name: "tripDuration", range: { from: 0, to: 300 } },
    ]);
    expect(body.sort).toEqual({ name: "DURATION", ascending: true });
    expect(body.page).toEqual({ number: 2, size: 20 });
  });

  test("an incomplete search shows the form and calls nothing; hostile values give a sane page", async () => {
    const incomplete = await page("/F?departure=MAD&destination=MAD&outboundDate=2031-06-01");
    expect(incomplete.status).toBe(200);
    expect(await incomplete.text()).toContain("Partenza e destinazione devono essere diverse.");
    const hostile = await page(`/F?departure=${"x".repeat(5_000)}&adults=-1&outDep=abc&luggage=<script>&sort=DROP&page=NaN`);
    expect(hostile.status).toBe(200);
    expect(await hostile.text()).toContain('data-page="search-incomplete"');
    expect(await transportCalls("CreateSearch")).toHaveLength(0);
  });
});

describe("SPEC §4 retry and failures, all answering 200", () => {
  test("GENERIC_ERROR three times, then proposals: 4 calls, cards shown", async () => {
    await fault({ kind: "error", message: "GENERIC_ERROR", times: 3 });
    const response = await page(`/F?${SEARCH}`);
    expect(response.status).toBe(200);
    expect(cardsIn(await response.text())).toBe(20);
    expect(await transportCalls("RetrieveProposals")).toHaveLength(4);
  });

  test("GENERIC_ERROR always: exactly 11 calls (10 retries), then the no-result message", async () => {
    await fault({ kind: "error", message: "GENERIC_ERROR", times: 50 });
    const response = await page(`/F?${SEARCH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-page="no-result"');
    expect(html).toContain('data-no-result-reason="retries-exhausted"');
    expect(cardsIn(html)).toBe(0);
    expect(await transportCalls("RetrieveProposals")).toHaveLength(11);
  });

  test("NO_CONTENT: one call, no retry, the no-result message", async () => {
    await fault({ kind: "error", message: "NO_CONTENT", status: 404, times: 5 });
    const response = await page(`/F?${SEARCH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-no-result-reason="no-content"');
    expect(await transportCalls("RetrieveProposals")).toHaveLength(1);
  });

  test("an HTTP 500: one call, the no-result message", async () => {
    await fault({ kind: "status", status: 500, times: 5 });
    const response = await page(`/F?${SEARCH}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-no-result-reason="failed"');
    expect(await transportCalls("RetrieveProposals")).toHaveLength(1);
  });

  test("CreateSearch failing: no RetrieveProposals, the no-result message", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/CreateSearch", kind: "status", status: 503, times: 1 });
    const response = await page(`/F?${SEARCH}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-no-result-reason="no-search"');
    expect(await transportCalls("RetrieveProposals")).toHaveLength(0);
  });
});

describe("the free-flight voucher (/FF)", () => {
  test("viaggi's €150 voucher: price 0–15000, sort PRICE whatever the URL says, and the page says so", async () => {
    const html = await (await page(`/FF?${SEARCH}&sort=DURATION&price=0-900000`)).text();
    const [body] = await retrieveBodies();
    expect(body.facets).toContainEqual({ name: "price", range: { from: 0, to: 15_000 } });
    expect(body.facets.filter((facet: { name: string }) => facet.name === "price")).toHaveLength(1);
    expect(body.sort).toEqual({ name: "PRICE", ascending: true });
    expect(html).toMatch(/Voli coperti dal tuo buono da 150\s€/);
    expect(html).toContain('data-testid="voucher-sort"');
    expect(html).not.toMatch(/<select[^>]*name="sort"/);
  });

  test("a brand that sells FF without a voucher gets ordinary flight results", async () => {
    await sandboxControl(shop().sandbox.url, "PUT", "/brands/novoucher.example.com", { from: "viaggi.localhost", brand: { freeFlightConditions: null } });
    const html = await (await page(`/FF?${SEARCH}&sort=DURATION`, { host: "novoucher.example.com" })).text();
    const [body] = await retrieveBodies();
    expect(body.facets).toEqual([{ name: "transportType", values: ["ONLY_FLIGHT"] }]);
    expect(body.sort).toEqual({ name: "DURATION", ascending: true });
    expect(html).not.toContain('data-testid="voucher-banner"');
    await sandboxControl(shop().sandbox.url, "DELETE", "/brands/novoucher.example.com");
  });
});

describe("choosing a flight", () => {
  const choose = (path: string, body: string, headers: Record<string, string> = {}) =>
    shop().fetch(path, { method: "POST", host: "viaggi.localhost", redirect: "manual", headers: { "user-agent": BROWSER_UA, "content-type": "application/x-www-form-urlencoded", origin: "http://viaggi.localhost", ...headers }, body });

  test("reads the proposal, creates its cart, and redirects to the checkout at /F with the cart in the URL", async () => {
    const html = await (await page(`/F?${SEARCH}`)).text();
    const proposalId = /data-proposal-id="([^"]+)"/.exec(html)![1]!;
    const response = await choose(`/F?${SEARCH}`, `proposalId=${proposalId}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://viaggi.localhost");
    expect(location.pathname).toBe("/F");
    expect(location.searchParams.get("checkoutStep")).toBe("travellers");
    const [read] = await transportCalls("GetTransportProposalByProposalId");
    expect(read!.query).toContain(proposalId);
    const [created] = await callsTo(shop().sandbox.url, "/api/services/app/CartApiService/CreateCart");
    expect(JSON.parse(created!.body)).toMatchObject({ productType: "F", proposalId, adults: 2, childrenAges: [7], outboundDate: "2031-06-01", returnDate: "2031-06-08", domainName: "viaggi.localhost" });

    // The cart is this browser's: the redirect grants it, and only the grant opens it.
    const grant = response.headers.getSetCookie().find((line) => line.startsWith("__Host-cart-access="));
    expect(grant).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await page(`${location.pathname}${location.search}`)).status).toBe(403);
    const checkout = await (await page(`${location.pathname}${location.search}`, { headers: { cookie: grant!.split(";")[0]! } })).text();
    expect(checkout).toContain('data-page="checkout"');
    expect(checkout.match(new RegExp(`data-proposal-id="${proposalId}"`, "g"))).toHaveLength(2);
  });

  test("a proposal the backend does not know: 409 with the failure, no cart, never a 5xx", async () => {
    const response = await choose(`/F?${SEARCH}`, "proposalId=TP-unknown");
    expect(response.status).toBe(409);
    expect(await callsTo(shop().sandbox.url, "/api/services/app/CartApiService/CreateCart")).toHaveLength(0);
  });

  test.each([
    ["no proposal id", ""],
    ["a hostile id", `proposalId=${encodeURIComponent("<script>")}`],
    ["a huge id", `proposalId=${"x".repeat(5_000)}`],
  ])("%s: 400, nothing called", async (_name, body) => {
    const response = await choose(`/F?${SEARCH}`, body);
    expect(response.status).toBe(400);
    expect(await transportCalls("GetTransportProposalByProposalId")).toHaveLength(0);
  });

  test("a choice posted from another site is refused before anything is called", async () => {
    const response = await choose(`/F?${SEARCH}`, "proposalId=TP-x", { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await transportCalls("GetTransportProposalByProposalId")).toHaveLength(0);
  });
});
