import { TRACKING_PROJECT } from "../../shared/constants";
import type { TrackingEvent } from "../../shared/tracking/event";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { answers, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";
import { callsTo } from "./support/sandbox-calls";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * No other site may make a shopper's browser write: beacons (forwarded with our receiver token),
 * error reports, proxied cart calls and page actions refuse unsafe requests whose Sec-Fetch-Site
 * or Origin names another site, with 403 and nothing forwarded.
 */

const XSRF = "cross-site-xsrf-pair";
const EVENT: TrackingEvent = {
  eventName: "viewed.page",
  logLevel: "info",
  eventProperties: { path: "/" },
  eventData: { appVersion: "test", domain: "localhost", brand: "Wanderly", subBrand: null, cartId: null, product: "DP", externalUserId: null, fingerprint: "user-f", sessionFingerprint: "session-f" },
  project: TRACKING_PROJECT,
};
const beaconBody = JSON.stringify([EVENT]);

let worker: WorkerUnderTest;
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  // Beacons are forwarded after the answer (waitUntil): a refused one's end shows nothing went.
  worker = await startWorker({ API_BASE_URL: upstream.url, SENTRY_DSN: "http://public@127.0.0.1:9/42" }, { watchRequestEnds: true });
});
afterAll(async () => {
  await worker?.dispose();
  await upstream?.close();
});
beforeEach(() => upstream.reset());

const crossSite: Array<[string, Record<string, string>]> = [
  ["Origin of another site", { origin: "https://evil.example" }],
  ["Origin of a sibling brand's subdomain", { origin: "http://viaggi.localhost" }],
  ["Origin null (a sandboxed frame or a data: page)", { origin: "null" }],
  ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site same-site, even with our own Origin", { "sec-fetch-site": "same-site", origin: "http://localhost" }],
];

test.each(crossSite)("a beacon with %s: 403, nothing reaches the event receiver", async (_case, headers) => {
  const response = await worker.fetch("/beacon", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: beaconBody });
  expect(response.status).toBe(403);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe("CROSS_SITE_REQUEST");
  await worker.ended(response);
  expect(await callsTo(worker.sandbox.url, "/events")).toEqual([]);
});

test.each(crossSite)("a proxied cart write with %s and a valid XSRF pair: 403, nothing forwarded", async (_case, headers) => {
  const response = await worker.fetch("/api/services/app/CartApiService/CreateCart", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF, ...headers },
    body: "{}",
  });
  expect(response.status).toBe(403);
  expect(upstream.calls).toEqual([]);
});

test.each(crossSite)("an error report to /monitoring with %s: 403", async (_case, headers) => {
  const response = await worker.fetch("/monitoring", { method: "POST", headers: { "content-type": "text/plain", ...headers }, body: '{"dsn":"http://public@127.0.0.1:9/42"}\n{}' });
  expect(response.status).toBe(403);
});

test.each(crossSite)("a form post to a page (a route action) with %s: 403", async (_case, headers) => {
  const response = await worker.fetch("/H", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "destination=ROM" });
  expect(response.status).toBe(403);
});

test("the shop's own pages still write: same-origin beacons are accepted and forwarded", async () => {
  for (const headers of [{ origin: "http://localhost" }, { "sec-fetch-site": "same-origin", origin: "http://localhost" }]) {
    const response = await worker.fetch("/beacon", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: beaconBody });
    expect(response.status).toBe(202);
  }
});

test("the shop's own pages still write: a same-origin cart call with the XSRF pair is forwarded", async () => {
  upstream.answerWith(answers.json({ cartId: "c1" }));
  const response = await worker.fetch("/api/services/app/CartApiService/CreateCart", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF, origin: "http://localhost", "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ domainName: "localhost" }),
  });
  expect(response.status).toBe(200);
  expect(upstream.calls).toHaveLength(1);
});

test("a client that is not a browser (no Origin, no Sec-Fetch-Site) is not refused for its origin", async () => {
  const response = await worker.fetch("/beacon", { method: "POST", headers: { "content-type": "application/json" }, body: beaconBody });
  expect(response.status).toBe(202);
});

test("reads are never refused for their origin", async () => {
  const response = await worker.fetch("/", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
  expect(response.status).toBe(200);
  await response.text();
});
