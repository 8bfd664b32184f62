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
  worker = await startWorker({}, { shoppingRateLimit: LIMIT, beaconRateLimit: LIMIT });
  // A warm isolate (brand, flags, texts cached): the counted visits then fit well inside the 10 s window on a busy machine.
  await (await worker.fetch("/", { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": "198.51.100.1" } } as never)).text();
});
afterAll(() => worker?.dispose());

let visitors = 0;
/** A visitor of its own (an address no other test uses). */
const newVisitor = () => `203.0.113.${++visitors}`;

/**
 * Runs `visits` for a new visitor within one of the limiter's windows. Miniflare's limiter counts
 * in fixed windows of the clock (floor(now / 10 s)), so visits that straddle a window's end count
 * from zero again: such a run proves nothing either way, and runs again for another visitor.
 */
async function inOneWindow(visits: (ip: string) => Promise<void>): Promise<void> {
  const windowOf = (ms: number) => Math.floor(ms / 10_000);
  for (let attempt = 1; ; attempt++) {
    const window = windowOf(Date.now());
    const outcome = await visits(newVisitor()).then(() => null, (error: unknown) => ({ error }));
    if (windowOf(Date.now()) === window || attempt === 3) {
      if (outcome) throw outcome.error;
      return;
    }
  }
}
const visit = (ip: string, path: string, init: { method?: string; host?: string; body?: string; headers?: Record<string, string> } = {}) =>
  worker.fetch(path, { host: init.host ?? "viaggi.localhost", method: init.method ?? "GET", ...(init.body ? { body: init.body } : {}), headers: { "user-agent": BROWSER_UA, "cf-connecting-ip": ip, ...init.headers } } as never);
const searches = async () => (await callsTo(worker.sandbox.url, "/api/services/app/ShoppingHDPService/CreateSearch")).filter((call) => call.method === "POST").length;

describe("a visitor over the limit", () => {
  test("gets 429, Retry-After and the brand's page in its language, and the backend is not asked", async () => {
    await inOneWindow(async (ip) => {
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
  });

  test("a client navigation's .data gets a plain 429 with Retry-After; the detail and page actions count too", async () => {
    await inOneWindow(async (ip) => {
      await (await visit(ip, `/hotel-detail?hotelId=1&${HOTELS}`)).text();
      await (await visit(ip, `/F?departure=MAD&${HOTELS}`, { method: "POST", body: "proposalId=x", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" } })).text();
      await (await visit(ip, `/H.data?${HOTELS}`)).text();
      const over = await visit(ip, `/H.data?${HOTELS}`);
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toBe("10");
    });
  });

  test("another visitor is unaffected, and the landing is never counted", async () => {
    await inOneWindow(async (busy) => {
      for (let i = 0; i <= LIMIT; i++) await (await visit(busy, `/H?${HOTELS}`)).text();
      expect((await visit(busy, `/H?${HOTELS}`)).status).toBe(429);
      const calm = newVisitor();
      expect((await visit(calm, `/H?${HOTELS}`)).status).toBe(200);
      for (let i = 0; i < LIMIT * 3; i++) expect((await visit(calm, "/")).status).toBe(200);
    });
  });

  test("loopback visitors of a local or test run are not counted (the bench, the soak and the browser tests)", async () => {
    await inOneWindow(async () => {
      for (let i = 0; i < LIMIT * 2; i++) {
        const response = await visit("127.0.0.1", `/H?${HOTELS}`);
        expect(response.status).toBe(200);
        await response.text();
      }
    });
  });
});

describe("a prefetch counts like a visit", () => {
  const staticReads = async () => (await callsTo(worker.sandbox.url, "/api/services/app/ShoppingHDPService/RetreiveAccommodationStaticData")).length;

  test("a hotel's facts fetched on intent and the pages the visitor opens share one count; over it, nothing is fetched", async () => {
    const ip = newVisitor();
    for (let i = 0; i < LIMIT - 1; i++) {
      const prefetch = await visit(ip, "/hotel-detail/facts?accommodationId=HTL-ROM-001");
      expect(prefetch.status).toBe(200);
      expect(((await prefetch.json()) as { kind: string }).kind).toBe("facts");
    }
    const tap = await visit(ip, `/hotel-detail.data?hotelId=1&${HOTELS}`);
    expect(tap.status).toBe(200);
    await tap.arrayBuffer();
    const before = await staticReads();
    const over = await visit(ip, "/hotel-detail/facts?accommodationId=HTL-ROM-001");
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("10");
    await over.arrayBuffer();
    expect(await staticReads()).toBe(before);
  });
});

describe("the limiter decides from the route React Router matches", () => {
  test.each([
    ["a trailing slash", `/H/?${HOTELS}`],
    ["another case", `/h?${HOTELS}`],
    ["a flight search in lower case", `/f?departure=MAD&${HOTELS}`],
    ["the detail in capitals", `/HOTEL-DETAIL?hotelId=1&${HOTELS}`],
    ["the deal search with a slash", `/deal-search/?${HOTELS}`],
    ["an escaped letter", `/%48?${HOTELS}`],
    ["a client navigation with a slash", `/H/.data?${HOTELS}`],
    ["a saved stay opened again (a new search)", `/saved/open?product=H&${HOTELS}&accommodationId=HTL-ROM-001`],
    ["a hotel's facts fetched on intent", "/hotel-detail/facts?accommodationId=HTL-ROM-001"],
  ])("%s counts like the page it renders", async (_, path) => {
    await inOneWindow(async (ip) => {
      for (let i = 0; i < LIMIT; i++) {
        const response = await visit(ip, path);
        expect(response.status, path).not.toBe(429);
        await response.arrayBuffer();
      }
      const over = await visit(ip, path);
      expect(over.status, path).toBe(429);
      await over.arrayBuffer();
    });
  });

  test("pages that search nothing are not counted, whatever their spelling", async () => {
    for (const path of ["/", "/deals", "/DEALS/", "/exception?type=401", "/no-such-page", "/saved", "/saved?compare=abc1,def2"]) {
      await inOneWindow(async (ip) => {
        for (let i = 0; i <= LIMIT; i++) {
          const response = await visit(ip, path);
          expect(response.status, path).not.toBe(429);
          await response.arrayBuffer();
        }
      });
    }
  });
});

describe("the proxy's searches and pricings count too", () => {
  const proxied = (ip: string, call: string, body: unknown) =>
    visit(ip, `/api/services/app/${call}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", cookie: "__Host-XSRF-TOKEN=t", "x-xsrf-token": "t" },
    });

  test("past the limit a script's CreateSearch and CreatePricing get 429 in the backend's shape, and the backend is not asked", async () => {
    const search = { productType: "H", destination: "ROM", outboundDate: "2031-06-01", returnDate: "2031-06-05", adults: 2 };
    await inOneWindow(async (ip) => {
      for (let i = 0; i < LIMIT; i++) await (await proxied(ip, "ShoppingHDPService/CreateSearch", search)).arrayBuffer();
      const before = await searches();
      for (const call of ["ShoppingHDPService/CreateSearch", "ShoppingTransportService/CreateSearch", "ShoppingHDPService/CreatePricing"]) {
        const over = await proxied(ip, call, {});
        expect(over.status, call).toBe(429);
        expect(over.headers.get("retry-after")).toBe("10");
        expect(await over.json()).toMatchObject({ success: false, error: { message: "TOO_MANY_REQUESTS" } });
      }
      expect(await searches()).toBe(before);
      // And the pages share the same count.
      expect((await visit(ip, `/H?${HOTELS}`)).status).toBe(429);
    });
  });
});

describe("beacons are limited per visitor", () => {
  test("past the limit /beacon answers 429 and forwards nothing; another visitor is unaffected", async () => {
    const body = JSON.stringify({
      eventName: "viewed.page",
      logLevel: "info",
      eventProperties: { path: "/" },
      eventData: { appVersion: "t", domain: "viaggi.localhost", brand: null, subBrand: null, cartId: null, product: null, externalUserId: null, fingerprint: "f", sessionFingerprint: "s" },
      project: "x",
    });
    const beacon = (ip: string) => visit(ip, "/beacon", { method: "POST", body, headers: { "content-type": "text/plain", "sec-fetch-site": "same-origin" } });
    await inOneWindow(async (ip) => {
      for (let i = 0; i < LIMIT; i++) expect((await beacon(ip)).status).toBe(202);
      const over = await beacon(ip);
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toBe("10");
      expect((await beacon(newVisitor())).status).toBe(202);
    });
  });
});
