import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { brandCopy } from "./support/brand-copy";
import { callsTo } from "./support/sandbox-calls";
import { ageBrandConfig, eventually, startWorker, type WorkerUnderTest } from "./support/worker";

const BRAND_PATH = "/strapi/api/brand-configurations/";
const FLAGS_PATH = "/api/services/app/FeatureToogle/FlagProviderList";

/** Each test uses its own domain (a copy of the demo brand), so KV entries never collide. */
const freshDomain = (worker: WorkerUnderTest, pageTitle = "Cache test brand") => brandCopy(worker, "localhost", { pageTitle }, "cache");

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe("brand configuration and flags cached in KV", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    // These tests edit KV entries behind the worker's back: no per-isolate memo in front of KV
    // (tests/worker/isolate-memo.test.ts covers the memo).
    worker = await startWorker({ CACHE_MEMO_SECONDS: "0" });
  });
  afterAll(() => worker?.dispose());
  beforeEach(() => sandboxControl(worker.sandbox.url, "DELETE", "/faults"));

  test("a miss fetches once; later requests are KV hits", async () => {
    const domain = await freshDomain(worker);
    const first = await worker.fetch("/", { host: domain });
    expect(first.headers.get("x-brand-cache")).toBe("origin");
    for (let i = 0; i < 3; i++) {
      const again = await worker.fetch("/", { host: domain });
      expect(again.headers.get("x-brand-cache")).toBe("fresh");
      await again.text();
    }
    expect(await callsTo(worker.sandbox.url, `${BRAND_PATH}${domain}`)).toHaveLength(1);
    const flagCalls = (await callsTo(worker.sandbox.url, FLAGS_PATH)).filter((call) => call.body.includes(domain));
    expect(flagCalls).toHaveLength(1);
    const kv = await worker.kv();
    expect(await kv.get(`brand-config:v1:${domain}`, "json")).toMatchObject({ value: { domain } });
    expect(await kv.get(`flags:v1:${domain}`, "json")).toMatchObject({ value: { toggles: expect.any(Array) } });
  });

  test("the brand configuration request carries the populate relations", async () => {
    const domain = await freshDomain(worker);
    await (await worker.fetch("/", { host: domain })).text();
    const [call] = await callsTo(worker.sandbox.url, `${BRAND_PATH}${domain}`);
    const query = decodeURIComponent(call!.query);
    for (const relation of ["products", "brand", "landingContent.hero.background", "promoCampaign", "offers", "destinationProposals.image", "paymentMethods", "paymentProviders", "checkoutOptions"]) {
      expect(query).toContain(`=${relation}`);
    }
    expect(query).toContain("populate[0]=");
  });

  test("a stale entry is served at once, then refreshed in the background", async () => {
    const domain = await freshDomain(worker, "Fresh title");
    await (await worker.fetch("/", { host: domain })).text();
    const kv = await worker.kv();
    const key = `brand-config:v1:${domain}`;
    const entry = (await kv.get(key, "json")) as { fetchedAt: number; value: { brand: { pageTitle: string } } };
    entry.fetchedAt = Date.now() - 3_600_000;
    entry.value.brand.pageTitle = "Stale title";
    await kv.put(key, JSON.stringify(entry));

    const stale = await worker.fetch("/", { host: domain });
    expect(stale.headers.get("x-brand-cache")).toBe("stale");
    expect(titleOf(await stale.text())).toBe("Stale title");

    await eventually(async () => {
      const refreshed = (await kv.get(key, "json")) as typeof entry;
      expect(refreshed.value.brand.pageTitle).toBe("Fresh title");
    });
    const fresh = await worker.fetch("/", { host: domain });
    expect(fresh.headers.get("x-brand-cache")).toBe("fresh");
    expect(titleOf(await fresh.text())).toBe("Fresh title");
  });

  test("concurrent misses share one origin fetch", async () => {
    const domain = await freshDomain(worker);
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations", kind: "latency", ms: 400, times: 1 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => worker.fetch("/", { host: domain })));
    for (const response of responses) {
      expect(response.status).toBe(200);
      await response.text();
    }
    expect(await callsTo(worker.sandbox.url, `${BRAND_PATH}${domain}`)).toHaveLength(1);
  });

  // Local workerd does not cancel a disconnected request's subrequests, so this passes with or
  // without waitUntil; tests/unit/coalesced-loads.test.ts checks that the load is kept alive.
  test("a client going away mid-load does not fail the request waiting on the same load", async () => {
    const domain = await freshDomain(worker, "Outlives its starter");
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations", kind: "latency", ms: 700, times: 1 });
    // A raw connection, so going away really closes the socket the runtime sees.
    const { hostname, port } = await worker.mf.ready;
    const first = httpRequest({ hostname, port, path: "/", agent: false, setHost: false, headers: { host: domain } });
    first.on("error", () => {});
    first.end();
    // The load is on its way once the configuration service has the call (held there 700 ms).
    await eventually(async () => expect(await callsTo(worker.sandbox.url, `${BRAND_PATH}${domain}`)).toHaveLength(1));
    // The second request joins it, and the first client goes away.
    const second = worker.fetch("/", { host: domain });
    first.destroy();
    const response = await second;
    expect(response.status).toBe(200);
    // From the origin, not from KV: it waited on that very load.
    expect(response.headers.get("x-brand-cache")).toBe("origin");
    expect(titleOf(await response.text())).toBe("Outlives its starter");
    expect(await callsTo(worker.sandbox.url, `${BRAND_PATH}${domain}`)).toHaveLength(1);
  });

  test("with the configuration service down, a stale copy keeps the site up", async () => {
    const domain = await freshDomain(worker, "Still here");
    await (await worker.fetch("/", { host: domain })).text();
    await ageBrandConfig(worker, domain);
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations", kind: "status", status: 500 });

    const response = await worker.fetch("/", { host: domain });
    expect(response.status).toBe(200);
    expect(titleOf(await response.text())).toBe("Still here");
  });
});
