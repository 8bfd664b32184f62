import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { BROWSER_UA, readStream, useShopWorker } from "./support/shop-pages";
import { shopperOn } from "./support/shopper";
import { eventually } from "./support/worker";

/**
 * The budget running out, with SEARCH_BUDGET_MS scaling SPEC §7's 60 s down to 3 s so these
 * tests do not wait a minute (tests/worker/slow-searches.test.ts holds the 60 s default). Only
 * after the budget does a page say it took too long, with Try again; never "no flights" or a
 * failure; and the backend call it was waiting on is let go.
 */

// SPEC §4 retries cut short by the budget: tests/contract/transport-shopping.test.ts.
const BUDGET_MS = 3_000;
const FLIGHTS = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2";
const HOTELS = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const HDP = "/api/services/app/ShoppingHDPService/";
const WAITING = 'data-testid="search-waiting"';
const TIMED_OUT = 'data-page="search-timed-out"';

// The flexible-dates strip off: these tests are about the page's own calls.
const shop = useShopWorker({ SEARCH_BUDGET_MS: String(BUDGET_MS), DATE_STRIP: "off" });
const fault = (call: string, body: Record<string, unknown>) => sandboxControl(shop().sandbox.url, "POST", "/faults", { call, ...body });
const page = (path: string, host = "viaggi.localhost") => shop().fetch(path, { host, headers: { "user-agent": BROWSER_UA } });
const calls = async (path: string) =>
  ((await sandboxControl(shop().sandbox.url, "GET", `/calls?path=${encodeURIComponent(path)}`)) as { calls: { body: string; query: string; abandonedAt?: string }[] }).calls;
const abandoned = (path: string) => eventually(async () => expect((await calls(path)).some((call) => call.abandonedAt)).toBe(true));
const retryHref = (html: string) => /<a [^>]*href="([^"]+)"[^>]*>Riprova<\/a>/.exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("a search that never answers", () => {
  test("flights: waiting at once, then at the budget 'took too long' with Try again (a new search), never 'no flights'; the call let go", async () => {
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "hang", times: 1 });
    const sent = Date.now();
    const { html, at, startedAt } = await readStream(await page(`/F?${FLIGHTS}&searchId=TS-stale&sort=PRICE`), [WAITING, TIMED_OUT]);
    expect(at[WAITING]).toBeLessThan(1_500);
    expect(html).toContain(`data-search-budget-ms="${BUDGET_MS}"`);
    // From the request's start, which the loader's budget starts after: at the budget, and far
    // from the 60 s default.
    const timedOutAfter = startedAt + at[TIMED_OUT]! - sent;
    expect(timedOutAfter).toBeGreaterThanOrEqual(BUDGET_MS - 100);
    expect(timedOutAfter).toBeLessThan(BUDGET_MS + 10_000);
    expect(html).toContain("La ricerca ha richiesto troppo tempo");
    expect(html).not.toContain('data-page="no-result"');
    expect(html).not.toContain("data-no-result-reason");
    // Try again is the same search asked afresh: the search that did not answer is not named.
    expect(retryHref(html)).toBe(`/F?${FLIGHTS}&sort=PRICE`);
    await abandoned("/api/services/app/ShoppingTransportService/RetrieveProposals");
  });

  test("hotels: 'took too long' with Try again, never 'couldn't load the results'; CreateSearch let go", async () => {
    await fault("ShoppingHDPService/CreateSearch", { kind: "hang", times: 1 });
    const html = await (await page(`/H?${HOTELS}`, "localhost")).text();
    expect(html).toContain(TIMED_OUT);
    expect(html).toContain("This search took too long");
    expect(html).not.toContain('data-page="results-failed"');
    expect(html).not.toContain('data-page="no-result"');
    expect(retryHref(html.replace(">Try again<", ">Riprova<"))).toBe(`/H?${HOTELS}`);
    await abandoned(`${HDP}CreateSearch`);
  });
});

describe("the hotel detail's price", () => {
  async function detailPath(): Promise<string> {
    const html = await (await page(`/H?${HOTELS}`)).text();
    return /href="(\/hotel-detail\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
  }

  test("a hotel that never confirms is asked until the budget, not a few seconds; then a retry, nothing booked", async () => {
    const path = await detailPath();
    await sandboxControl(shop().sandbox.url, "PUT", "/pricing", { pendingReads: 1000 });
    const sent = Date.now();
    const { html, at, startedAt } = await readStream(await page(path), ['data-testid="pricing-skeleton"', 'data-pricing="pending"']);
    expect(at['data-testid="pricing-skeleton"']).toBeLessThan(1_500);
    expect(html).toContain("può volerci fino a un minuto");
    // From the request's start, which the loader's budget starts after.
    expect(startedAt + at['data-pricing="pending"']! - sent).toBeGreaterThanOrEqual(BUDGET_MS - 1_100);
    expect(html).toContain("Riprova");
    const reads = (await calls(`${HDP}RetrievePricing`)).length;
    // 200, 400, 800, then 1000 ms apart: a handful in 3 s, about 60 in a minute.
    expect(reads).toBeGreaterThanOrEqual(4);
    expect(reads).toBeLessThanOrEqual(8);
  });

  test("a price read that never answers: at the budget 'took too long' with Try again, and the read let go", async () => {
    const path = await detailPath();
    await fault("ShoppingHDPService/RetrievePricing", { kind: "hang", times: 1 });
    const started = Date.now();
    const html = await (await page(path)).text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUDGET_MS - 100);
    expect(html).toContain('data-pricing="timed-out"');
    expect(html).toContain("La verifica del prezzo ha richiesto troppo tempo");
    expect(html).toContain("Riprova");
    await abandoned(`${HDP}RetrievePricing`);
  });
});

describe("the checkout's first read", () => {
  const buyer = shopperOn(shop, "viaggi.localhost");

  test("a cart read that never answers: at the budget 'took too long' with Try again (not 'couldn't load'), the read let go", async () => {
    const cart = await buyer.createCart({ domainName: "viaggi.localhost", productType: "DP", adults: 2, outboundDate: "2031-07-10", returnDate: "2031-07-17", destination: "PMI" });
    await fault("CartApiService/RetrieveCartFull", { kind: "hang", times: 1 });
    const path = `/DP?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}&checkoutStep=travellers`;
    const started = Date.now();
    const html = await (await buyer.fetch(path, { redirect: "manual" })).text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUDGET_MS - 100);
    expect(html).toContain('data-page="checkout-timed-out"');
    expect(html).toContain("non ha risposto entro un minuto");
    expect(retryHref(html)).toBe(path);
    await abandoned("/api/services/app/CartApiService/RetrieveCartFull");
  });
});

describe("a saved stay opened again", () => {
  test("a search for it that never answers: at the budget 'took too long' with Try again, never 'no rooms left'; the call let go", async () => {
    await fault("ShoppingHDPService/RetrieveAllProposals", { kind: "hang", times: 1 });
    const path = `/saved/open?product=H&${HOTELS}&accommodationId=HTL-ROM-001`;
    const started = Date.now();
    const response = await page(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUDGET_MS - 500);
    expect(html).toContain('data-page="saved-open-timed-out"');
    expect(html).not.toContain('data-page="saved-open-unavailable"');
    expect(retryHref(html)).toBe(path);
    await abandoned(`${HDP}RetrieveAllProposals`);
  });
});
