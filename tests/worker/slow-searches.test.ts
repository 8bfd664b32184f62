import { request as httpRequest } from "node:http";
import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { BROWSER_UA, readStream, useShopWorker } from "./support/shop-pages";
import { eventually } from "./support/worker";

/**
 * Slow is not empty. With the production budget (SPEC §7's 60 s, no SEARCH_BUDGET_MS), a search
 * whose backend takes 12 or 20 s is waited for in the same streamed page: the waiting state at
 * once, the cards when they come, never "no flights" or "couldn't load". A crawler waits 10 s at
 * most; a shopper who leaves stops the backend call. (tests/worker/search-budget.test.ts: the
 * budget running out, with a scaled-down budget.)
 */

const FLIGHTS = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2";
const HOTELS = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const WAITING = 'data-testid="search-waiting"';
const CARD = "data-proposal-id=";

// The flexible-dates strip off: these tests are about the page's own call.
const shop = useShopWorker({ DATE_STRIP: "off" });
const fault = (call: string, body: Record<string, unknown>) => sandboxControl(shop().sandbox.url, "POST", "/faults", { call, ...body });
const page = (path: string, host: string, ua = BROWSER_UA) => shop().fetch(path, { host, headers: { "user-agent": ua } });
const recorded = async (path: string) =>
  ((await sandboxControl(shop().sandbox.url, "GET", `/calls?path=${encodeURIComponent(path)}`)) as { calls: { body: string; abandonedAt?: string }[] }).calls;

describe("a slow backend, with the production budget", () => {
  test("the waiting state names the production budget, 60 s, and its bar fills over it", async () => {
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "latency", ms: 0, times: 1 });
    const shopper = await (await page(`/H?${HOTELS}`, "localhost")).text();
    expect(shopper).toContain('data-search-budget-ms="60000"');
    expect(shopper).toMatch(/animation-duration:\s*60000ms/);
  });

  test("flights whose first page takes 12 s: waiting at once, then the cards in the same response, never 'no flights'", async () => {
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "latency", ms: 12_000, times: 1 });
    const sent = Date.now();
    const { html, at, startedAt } = await readStream(await page(`/F?${FLIGHTS}`, "viaggi.localhost"), [WAITING, CARD]);
    expect(at[WAITING]).toBeLessThan(1_500);
    expect(html).toContain("può volerci fino a un minuto");
    // From the request's start: the backend's 12 s begin after it.
    expect(startedAt + at[CARD]! - sent).toBeGreaterThanOrEqual(12_000);
    expect(html.match(/data-proposal-id="/g)?.length).toBe(20);
    expect(html).not.toContain('data-page="no-result"');
    expect(html).not.toContain('data-page="search-timed-out"');
  }, 30_000);

  test("hotels whose first page takes 20 s: waiting, then the cards, never 'couldn't load the results'", async () => {
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "latency", ms: 20_000, times: 1 });
    const sent = Date.now();
    const { html, at, startedAt } = await readStream(await page(`/H?${HOTELS}`, "localhost"), [WAITING, CARD]);
    expect(at[WAITING]).toBeLessThan(1_500);
    expect(startedAt + at[CARD]! - sent).toBeGreaterThanOrEqual(20_000);
    expect(html).toMatch(/data-proposal-id="[^"]+"/);
    expect(html).not.toContain('data-page="results-failed"');
    expect(html).not.toContain('data-page="no-result"');
  }, 40_000);

  test("a crawler is not kept a minute: after 10 s it gets the whole document saying the search took too long", async () => {
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "hang", times: 1 });
    const started = Date.now();
    const html = await (await page(`/H?${HOTELS}`, "localhost", GOOGLEBOT)).text();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(9_900);
    expect(took).toBeLessThan(15_000);
    expect(html).toContain('data-page="search-timed-out"');
    expect(html).not.toContain('data-page="results-failed"');
    await eventually(async () => expect((await recorded("/api/services/app/ShoppingHDPService/RetrieveProposals"))[0]!.abandonedAt).toBeDefined());
  }, 30_000);

  test("a shopper who leaves while the search runs: the backend call stops at once, not at the budget", async () => {
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "hang", times: 1 });
    // A raw connection, so leaving really closes the socket the runtime sees.
    const { hostname, port } = await shop().mf.ready;
    const seen = new Promise<void>((resolve, reject) => {
      const req = httpRequest({ hostname, port, path: `/F?${FLIGHTS}`, agent: false, headers: { host: "viaggi.localhost", "user-agent": BROWSER_UA } }, (res) => {
        let html = "";
        res.on("data", (chunk: Buffer) => {
          html += chunk.toString();
          if (html.includes(WAITING)) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on("error", () => {});
      req.on("close", () => reject(new Error("closed before the waiting state")));
      req.end();
    });
    await seen;
    const left = Date.now();
    await eventually(async () => expect((await recorded("/api/services/app/ShoppingTransportService/RetrieveProposals"))[0]?.abandonedAt).toBeDefined(), 10_000);
    const [call] = await recorded("/api/services/app/ShoppingTransportService/RetrieveProposals");
    expect(Date.parse(call!.abandonedAt!) - left).toBeLessThan(5_000);
  }, 30_000);
});
