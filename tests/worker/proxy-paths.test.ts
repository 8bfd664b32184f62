import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { rawRequest, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * Only calls under /api/services/app/ reach the backend (and only those the shop makes: see
 * proxy-allowlist.test.ts), and no spelling of a path climbs out of them. Requests go on the wire raw (no client-side URL normalising), so the
 * worker sees each trick as an attacker would send it.
 */

let worker: WorkerUnderTest;
let upstream: FakeUpstream;
let origin: string;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  worker = await startWorker({ API_BASE_URL: upstream.url });
  origin = (await worker.mf.ready).toString();
});
afterAll(async () => {
  await worker?.dispose();
  await upstream?.close();
});
beforeEach(() => upstream.reset());

test.each([
  "/api/services/app/Deals/GetDealsByBP?businessProfile=BP-DEMO-DP",
  "/api/services/app/ShoppingTransportService/GetTransportProposalByProposalId?proposalId=p1",
  "/api/services/app/ShoppingHDPService/RetrievePricing?pricingId=p1",
])("allowed: %s", async (target) => {
  const response = await rawRequest(origin, { target });
  expect(response.status).toBe(200);
  expect(upstream.calls.map((call) => call.target)).toEqual([target]);
});

test.each([
  ["another /api path", "/api/services/other/Thing"],
  ["the bare prefix", "/api/services/app/"],
  ["dot-dot segments", "/api/services/app/Deals/../../../admin"],
  ["dot-dot staying under /api", "/api/services/app/../Other/Call"],
  ["encoded dot-dot", "/api/services/app/Deals/%2e%2e/%2e%2e/%2E%2E/admin"],
  ["an encoded slash", "/api/services/app/Deals%2f..%2f..%2fadmin"],
  ["an encoded backslash", "/api/services/app/Deals%5c..%5cadmin"],
  ["a double-encoded dot-dot", "/api/services/app/%252e%252e/admin"],
  ["a backslash", "/api/services/app\\..\\..\\admin"],
  ["a double slash", "/api/services/app//evil.com/x"],
  ["an absolute URL in the path", "/api/services/app/http://evil.example/x"],
  ["a scheme-relative URL in the path", "/api/TokenAuth//evil.example"],
  ["an encoded colon", "/api/services/app/http%3A%2F%2Fevil.example"],
])("refused with 400 INVALID_API_PATH, nothing forwarded: %s", async (_case, target) => {
  const response = await rawRequest(origin, { target });
  expect(response.status, target).toBe(400);
  expect(JSON.parse(response.body.toString())).toMatchObject({ success: false, result: null, error: { message: "INVALID_API_PATH" } });
  expect(upstream.calls).toEqual([]);
});

test("a dot segment the runtime resolves inside the prefix is the same call", async () => {
  const response = await rawRequest(origin, { target: "/api/services/app/./Deals/GetDealsByBP" });
  expect(response.status).toBe(200);
  expect(upstream.calls.map((call) => call.target)).toEqual(["/api/services/app/Deals/GetDealsByBP"]);
});

test("an unsafe method on a bad path is refused for the path, before the XSRF check", async () => {
  const response = await rawRequest(origin, { target: "/api/services/app/%2e%2e/x", method: "POST", body: "{}" });
  expect(response.status).toBe(400);
  expect(upstream.calls).toEqual([]);
});

// Not under /api at all, so not the proxy's: the page renderer answers 404 and nothing reaches
// the backend (the upstream URL is never built from such a path).
test.each(["//evil.com", "//evil.com/api/services/app/Deals/GetDealsByBP", "/\\evil.com", "/API/services/app/Deals/GetDealsByBP"])(
  "%s is a page path (404), never a backend call",
  async (target) => {
    const response = await rawRequest(origin, { target });
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers.location).toBeUndefined();
    expect(upstream.calls).toEqual([]);
  },
);
