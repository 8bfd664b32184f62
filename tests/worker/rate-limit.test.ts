import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA } from "./support/shop-pages";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * Results, detail and page actions are counted per visitor (CF-Connecting-IP) with the Workers
 * rate-limiting binding; over the limit: 429, Retry-After and the brand's own page, and no backend
 * call. Here the limit is 3 in 10 seconds so a test can pass it.
 */

const LIMIT = 3;
const HOTELS = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker({}, { shoppingRateLimit: LIMIT });
  // A warm isolate (brand, flags, texts cached): the counted visits then fit well inside the 10 s window on a busy machine.
  await (await worker.fetch("/", { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": "198.51.100.1" } } as never)).text();
});
afterAll(() => worker?.dispose());

let visitors = 0;
/** A visitor of its own (an address no other test uses). */
const newVisitor = () => `203.0.113.${++visitors}`;
const visit = (ip: string, path: string, init: { method?: string; host?: string; body?: string; headers?: Record<string, string> } = {}) =>
  worker.fetch(path, { host: init.host ?? "viaggi.localhost", method: init.method ?? "GET", ...(init.body ? { body: init.body } : {}), headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": ip, ...init.headers } } as never);
const searches = async () => (await callsTo(worker.sandbox.url, "/api/services/app/ShoppingHDPService/CreateSearch")).filter((call) => call.method === "POST").length;

describe("a visitor over the limit", () => {
  test("gets 429, Retry-After and the brand's page in its language, and the backend is not asked", async () => {
    const ip = newVisitor();
    for (let i = 0; i < LIMIT; i++) {
      const response = await visit(ip, `/H?${HOTELS}`);
      expect(response.status).toBe(200);
      await response.text();
    }
    const before = await searches();
    const over = await visit(ip, `/H?${HOTELS}`);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("10");
    expect(over.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await over.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("Troppe ricerche in poco tempo");
    expect(html).toContain('data-page="too-many-requests"');
    expect(html).toContain(`href="/H?${HOTELS.replaceAll("&", "&#38;")}"`);
    expect(await searches()).toBe(before);
  });

  test("a client navigation's .data gets a plain 429 with Retry-After; the detail and page actions count too", async () => {
    const ip = newVisitor();
    await (await visit(ip, `/hotel-detail?hotelId=1&${HOTELS}`)).text();
    await (await visit(ip, `/F?departure=MAD&${HOTELS}`, { method: "POST", body: "proposalId=x", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" } })).text();
    await (await visit(ip, `/H.data?${HOTELS}`)).text();
    const over = await visit(ip, `/H.data?${HOTELS}`);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("10");
  });

  test("another visitor is unaffected, and the landing is never counted", async () => {
    const busy = newVisitor();
    for (let i = 0; i <= LIMIT; i++) await (await visit(busy, `/H?${HOTELS}`)).text();
    expect((await visit(busy, `/H?${HOTELS}`)).status).toBe(429);
    const calm = newVisitor();
    expect((await visit(calm, `/H?${HOTELS}`)).status).toBe(200);
    for (let i = 0; i < LIMIT * 3; i++) expect((await visit(calm, "/")).status).toBe(200);
  });

  test("loopback visitors of a local or test run are not counted (the bench, the soak and the browser tests)", async () => {
    for (let i = 0; i < LIMIT * 2; i++) {
      const response = await visit("127.0.0.1", `/H?${HOTELS}`);
      expect(response.status).toBe(200);
      await response.text();
    }
  });
});
