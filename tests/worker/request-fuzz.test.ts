import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { withDeadline } from "../../shared/with-deadline";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * A request fuzzer: a few thousand generated requests (paths of every kind the worker routes,
 * methods, headers, cookies, bodies) sent to the built worker inside workerd. None may answer a
 * 5xx other than the documented ones (502/504 from the proxy, 503 for maintenance or a failed
 * start), and the runtime must print no uncaught error. The seed is printed first, and a request
 * left unanswered for REQUEST_LIMIT_MS is named as it fails, so even a hang says what caused it.
 */

const DOCUMENTED_5XX = new Set([502, 503, 504]);
const REQUESTS = 1_500;
/** Far longer than any answer takes (a few ms each); past it, the request is taken for a hang. */
const REQUEST_LIMIT_MS = 30_000;

let worker: WorkerUnderTest;
let runtimeOutput = "";
beforeAll(async () => {
  worker = await startWorker({}, { onRuntimeOutput: (text) => (runtimeOutput += text) });
});
afterAll(() => worker?.dispose());

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.constantFrom("", "..", "%", "%ZZ", "%00", "<script>alert(1)</script>", "//evil.example", "/\\evil.example", "javascript:alert(1)", "-1", "1e9", "2026-13-45", "x".repeat(4_096)),
);
const segment = fc.oneof(
  fc.constantFrom("", "H", "F", "FF", "DP", "HGH", "memSearch", "search", "hotel-detail", "expired-session", "beacon", "monitoring", "healthz", "__ops", "cache", "purge", "purge-all", "api", "services", "app", "CartApiService", "ShoppingHDPService", "Deals", "GetDealsByBP", "TokenAuth", "assets", "brands", "__dev", "throw", ".."),
  junk.map(encodeURIComponent),
);
const knownPath = fc.constantFrom(
  "/", "/H", "/F", "/FF", "/DP", "/HGH", "/memSearch", "/hotel-detail", "/search", "/expired-session", "/beacon", "/monitoring", "/healthz",
  "/__ops/cache/purge", "/__ops/cache/purge-all", "/api/services/app/CartApiService/AddSpecialRequestToCart", "/api/services/app/CartApiService/RetrieveCart",
  "/api/services/app/Deals/GetDealsByBP", "/api/services/app/ShoppingHDPService/GetDestinations", "/api/TokenAuth/AuthenticateExternal",
);
// Half the requests go to a route the worker serves, half anywhere.
const path = fc.oneof(knownPath, fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join("/")}`));
const query = fc
  .array(fc.tuple(fc.constantFrom("product", "adults", "childrenAges", "outboundDate", "returnDate", "destination", "departure", "cartId", "requestUuid", "checkoutStep", "a", "page", "sort", "price", "stars", "hotelId", "domain", "mealPlans", "_data", "index"), junk), { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs)}` : ""));
const method = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS");
const host = fc.constantFrom("localhost", "viaggi.localhost", "hoteles.localhost", "voyages.localhost", "nobody.example", "127.0.0.1", "LOCALHOST", "xn--bcher-kva.example");
const headerValue = fc.oneof(junk.map((value) => value.replace(/[^\x20-\x7e]/g, "")), fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "*/*", "gzip, br", "same-origin", "cross-site", "none", "https://evil.example", "http://localhost"));
const headers = fc.dictionary(
  fc.constantFrom("content-type", "accept", "accept-encoding", "accept-language", "origin", "referer", "sec-fetch-site", "x-xsrf-token", "authorization", "user-agent", "x-forwarded-for", "if-none-match", "range"),
  headerValue,
  { maxKeys: 5 },
);
const cookie = fc
  .array(fc.tuple(fc.constantFrom("XSRF-TOKEN", "Abp.AuthToken", "consent", "acceptance", "ff.maintenance-mode", "ff.x", "lang"), junk.map((value) => value.replace(/[^\x21-\x7e]/g, "").replace(/[;,]/g, ""))), { maxLength: 4 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("; "));
const body = fc.oneof(
  fc.constant(undefined),
  junk,
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constant(JSON.stringify([{ eventName: "viewed.page", logLevel: "info", eventProperties: {}, eventData: {}, project: "travel-storefront" }])),
);

test(`${REQUESTS} generated requests: no undocumented 5xx, no uncaught error in the runtime`, async () => {
  const statuses = new Map<number, number>();
  const seed = Date.now();
  console.log(`request fuzzer seed ${seed} (fc.assert's { seed } replays the run)`);
  await fc.assert(
    fc.asyncProperty(method, host, path, query, headers, cookie, body, async (verb, hostName, pathName, search, extraHeaders, cookies, payload) => {
      const hasBody = payload !== undefined && !["GET", "HEAD"].includes(verb);
      const headersSent = { ...extraHeaders, ...(cookies ? { cookie: cookies } : {}) };
      const request = `${verb} ${hostName}${pathName}${search} ${JSON.stringify(headersSent)}${hasBody ? ` body ${JSON.stringify(payload).slice(0, 200)}` : ""}`;
      const response = await withDeadline(
        (signal) =>
          worker.fetch(`${pathName}${search}`, { method: verb, host: hostName, headers: headersSent, body: hasBody ? payload : undefined, signal }).then(async (answer) => {
            await answer.arrayBuffer();
            return answer;
          }),
        Date.now() + REQUEST_LIMIT_MS,
        () => null,
      );
      if (!response) {
        const hang = `no answer in ${REQUEST_LIMIT_MS} ms to ${request}`;
        // Printed at once: a worker that stays stuck would time the whole test out before fast-check reports.
        console.error(`request fuzzer: ${hang}`);
        throw new Error(hang);
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) expect(DOCUMENTED_5XX.has(response.status), `${request} → ${response.status}`).toBe(true);
    }),
    { numRuns: REQUESTS, seed },
  );
  expect(runtimeOutput).not.toMatch(/Uncaught|unhandled rejection/i);
  // The run reached the routes it should, not only 404s.
  expect([...statuses.keys()].some((status) => status === 200)).toBe(true);
  console.log("statuses", Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
}, 240_000);
