import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { startWorker, type WorkerUnderTest } from "./support/worker";
import { documentLoaderData } from "./support/loader-data";

const OPS_TOKEN = "test-ops-token"; // what startWorker binds
const STRAPI_ADMIN = "/api/services/app/Strapi/";
const NON_LOOPBACK = "ops.example";

let counter = 0;
const uniqueDomain = (label: string) => `${label}-${Date.now()}-${counter++}.localhost`;

/** Both cache keys of a domain, written straight into KV (no page view needed). */
async function seedDomain(worker: WorkerUnderTest, domain: string): Promise<string[]> {
  const kv = await worker.kv();
  const keys = [`brand-config:v1:${domain}`, `flags:v1:${domain}`];
  await Promise.all(keys.map((key) => kv.put(key, JSON.stringify({ fetchedAt: Date.now(), value: {} }))));
  return keys;
}

async function presentKeys(worker: WorkerUnderTest, keys: string[]): Promise<string[]> {
  const kv = await worker.kv();
  const values = await Promise.all(keys.map((key) => kv.get(key)));
  return keys.filter((_, index) => values[index] !== null);
}

function purge(worker: WorkerUnderTest, path: string, options: { host?: string; token?: string; method?: string; origin?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.origin) headers.origin = options.origin;
  return worker.fetch(path, { method: options.method ?? "POST", host: options.host ?? NON_LOOPBACK, headers });
}

async function removeConfigPaths(worker: WorkerUnderTest): Promise<string[]> {
  const calls = await callsTo(worker.sandbox.url, `${STRAPI_ADMIN}RemoveConfig`);
  return calls.map((call) => `${call.method} ${new URLSearchParams(call.query).get("path")}`);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("ops cache purge (ENVIRONMENT=test)", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());
  beforeEach(() => sandboxControl(worker.sandbox.url, "DELETE", "/faults"));

  test("a missing or wrong token on a non-loopback host gets 401 and purges nothing", async () => {
    const domain = uniqueDomain("auth");
    const keys = await seedDomain(worker, domain);
    for (const token of [undefined, "wrong-token", `${OPS_TOKEN}x`, ""]) {
      const response = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { token });
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ error: { message: expect.stringContaining("OPS_TOKEN") } });
    }
    const all = await purge(worker, "/__ops/cache/purge-all", { token: "wrong-token" });
    expect(all.status).toBe(401);
    await all.text();
    expect(await presentKeys(worker, keys)).toEqual(keys);
    expect(await removeConfigPaths(worker)).not.toContain(`DELETE brand-configurations/${domain}`);
    expect(await callsTo(worker.sandbox.url, `${STRAPI_ADMIN}CleanAllConfigurationCaches`)).toHaveLength(0);
  });

  test("the right token purges, on any host", async () => {
    const domain = uniqueDomain("token");
    const keys = await seedDomain(worker, domain);
    const response = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { token: OPS_TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ ok: true, scope: "domain", domains: [domain], keysDeleted: 2 });
    expect(await presentKeys(worker, keys)).toEqual([]);
  });

  test("a loopback host needs no token outside production, unless another site's page sends the request", async () => {
    const domain = uniqueDomain("loopback");
    const keys = await seedDomain(worker, domain);
    const crossSite = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { host: "localhost", origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    await crossSite.text();
    expect(await presentKeys(worker, keys)).toEqual(keys);

    const response = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { host: "localhost", origin: "http://localhost" });
    expect(response.status).toBe(200);
    expect(await presentKeys(worker, keys)).toEqual([]);
    for (const host of ["127.0.0.1", "[::1]", domain]) {
      const again = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { host });
      expect(again.status, host).toBe(200);
      await again.text();
    }
  });

  test("purging one domain removes exactly its two keys and calls RemoveConfig with its path", async () => {
    const domain = uniqueDomain("one");
    const neighbour = uniqueDomain("neighbour");
    const keys = await seedDomain(worker, domain);
    // Same prefix plus more: a sloppy prefix delete would take these too.
    const survivors = [...(await seedDomain(worker, neighbour)), ...(await seedDomain(worker, `${domain}.shop`))];

    const response = await purge(worker, `/__ops/cache/purge?domain=${domain.toUpperCase()}.`, { host: "localhost" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      scope: "domain",
      domains: [domain],
      keysDeleted: 2,
      keys,
      // The seeded configuration names no language: the texts of every language go.
      texts: { languages: ["en", "es", "fr", "it"], keysDeleted: 0 },
      complete: true,
      backend: { ok: true, status: 200, result: { removed: false, path: `brand-configurations/${domain}` } },
    });
    expect(await presentKeys(worker, keys)).toEqual([]);
    expect(await presentKeys(worker, survivors)).toEqual(survivors);
    expect(await removeConfigPaths(worker)).toContain(`DELETE brand-configurations/${domain}`);
  });

  test("without ?domain= the request's own domain is purged; a bad ?domain= is a 400", async () => {
    const keys = await seedDomain(worker, "localhost");
    const response = await purge(worker, "/__ops/cache/purge", { host: "localhost" });
    expect(await response.json()).toMatchObject({ domains: ["localhost"], keysDeleted: 2 });
    expect(await presentKeys(worker, keys)).toEqual([]);

    for (const bad of ["", "a_b.example", "evil.example/../x", "-dash.example", "x".repeat(64) + ".example", "brand-config:v1:x"]) {
      const refused = await purge(worker, `/__ops/cache/purge?domain=${encodeURIComponent(bad)}`, { token: OPS_TOKEN });
      expect(refused.status, bad).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { message: "invalid domain" } });
    }
  });

  test("other methods get 405, unknown ops paths 404, never a page", async () => {
    for (const path of ["/__ops/cache/purge", "/__ops/cache/purge-all"]) {
      const response = await purge(worker, path, { token: OPS_TOKEN, method: "GET" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toMatchObject({ error: { message: expect.any(String) } });
    }
    const unknown = await purge(worker, "/__ops/nothing", { token: OPS_TOKEN });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("application/json");
    await unknown.text();
  });

  test("a failing backend call still purges KV, and the answer says the backend failed", async () => {
    const domain = uniqueDomain("fault");
    const keys = await seedDomain(worker, domain);
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "Strapi/RemoveConfig", kind: "status", status: 503, message: "config admin down", times: 1 });
    const response = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { host: "localhost" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ok: false,
      keysDeleted: 2,
      complete: true,
      backend: { ok: false, status: 503, error: "config admin down" },
    });
    expect(await presentKeys(worker, keys)).toEqual([]);

    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "Strapi/CleanAllConfigurationCaches", kind: "status", status: 500, times: 1 });
    const all = await purge(worker, "/__ops/cache/purge-all", { host: "localhost" });
    expect(all.status).toBe(200);
    expect(await all.json()).toMatchObject({ ok: false, complete: true, backend: { ok: false, status: 500 } });
  });

  test("after a purge the next page view fetches fresh configuration", async () => {
    const domain = uniqueDomain("fresh");
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost", brand: { pageTitle: "Old title" } });
    await (await worker.fetch("/", { host: domain })).text();
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost", brand: { pageTitle: "New title" } });

    const cached = await worker.fetch("/", { host: domain });
    expect(cached.headers.get("x-brand-cache")).toBe("fresh");
    expect(titleOf(await cached.text())).toBe("Old title");

    const purged = await purge(worker, "/__ops/cache/purge", { host: domain });
    expect(await purged.json()).toMatchObject({ domains: [domain], keysDeleted: 2, backend: { ok: true } });

    const next = await worker.fetch("/", { host: domain });
    expect(next.headers.get("x-brand-cache")).toBe("origin");
    expect(titleOf(await next.text())).toBe("New title");
  });

  test("purge-all pages through every key under both prefixes and leaves other keys alone", async () => {
    const kv = await worker.kv();
    const written: string[] = [];
    for (let i = 0; i < 1000; i++) written.push(`brand-config:v1:bulk-${i}.example`);
    for (let i = 0; i < 100; i++) written.push(`flags:v1:bulk-${i}.example`);
    const unrelated = ["unrelated:v1:bulk.example", "brand-config:v2:bulk.example", "flags:bulk.example"];
    for (let start = 0; start < written.length; start += 250) {
      await Promise.all(written.slice(start, start + 250).map((key) => kv.put(key, "{}")));
    }
    await Promise.all(unrelated.map((key) => kv.put(key, "{}")));
    const underPrefixes = (await listAll(kv, "brand-config:v1:")).length + (await listAll(kv, "flags:v1:")).length;
    expect(underPrefixes).toBeGreaterThanOrEqual(1100);

    // One call may delete at most 900 keys (KV allows 1000 operations per invocation): repeat until complete.
    const reports: { complete: boolean; keysDeleted: number; domains: string[]; backend: { ok: boolean } }[] = [];
    do {
      const response = await purge(worker, "/__ops/cache/purge-all", { token: OPS_TOKEN });
      expect(response.status).toBe(200);
      reports.push(await response.json());
    } while (!reports.at(-1)!.complete && reports.length < 5);

    expect(reports.map((report) => report.complete)).toEqual([false, true]);
    expect(reports[0]!.keysDeleted).toBe(900);
    expect(reports[0]!.keysDeleted + reports[1]!.keysDeleted).toBe(underPrefixes);
    expect(reports[1]!.domains).toContain("bulk-99.example");
    expect(reports.every((report) => report.backend.ok)).toBe(true);
    expect(await listAll(kv, "brand-config:v1:")).toEqual([]);
    expect(await listAll(kv, "flags:v1:")).toEqual([]);
    expect(await presentKeys(worker, unrelated)).toEqual(unrelated);
    const cleanAll = await callsTo(worker.sandbox.url, `${STRAPI_ADMIN}CleanAllConfigurationCaches`);
    expect(cleanAll.filter((call) => call.method === "POST").length).toBeGreaterThanOrEqual(2);
  });
});

async function listAll(kv: KVNamespace, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    names.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

const PRODUCTION_OPS_TOKEN = "a-production-ops-token-of-at-least-32-characters";

describe.each([
  ["production", { ENVIRONMENT: "production" }],
  ["an unset ENVIRONMENT (a deploy that forgot --env production)", { ENVIRONMENT: "" }],
])("ops cache purge in %s", (_name, vars) => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ ...vars, OPS_TOKEN: PRODUCTION_OPS_TOKEN });
  });
  afterAll(() => worker?.dispose());

  test("a short, guessable token opens nothing outside a local or test run", async () => {
    const short = await startWorker({ ...vars, OPS_TOKEN: "dev-ops-token" });
    try {
      const refused = await purge(short, "/__ops/cache/purge-all", { host: "shop.example", token: "dev-ops-token" });
      expect(refused.status).toBe(401);
      await refused.text();
    } finally {
      await short.dispose();
    }
  });

  test("loopback hosts get no developer tools, no ff.* overrides, no deliberate errors and no internal headers", async () => {
    const response = await worker.fetch("/", { host: "localhost", headers: { cookie: "ff.maintenance-mode=true" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(documentLoaderData(html).root?.devTools).toBe(false);
    expect(html).not.toContain("Invalidate this domain");
    for (const name of ["server-timing", "x-brand-cache", "x-document-cache"]) expect(response.headers.get(name), name).toBeNull();
    const thrown = await worker.fetch("/__dev/throw?where=worker", { host: "localhost" });
    expect(thrown.status).toBe(404);
    await thrown.text();
  });

  test("loopback hosts get no exemption: a token is required", async () => {
    const domain = uniqueDomain("prod");
    const keys = await seedDomain(worker, domain);
    const refused = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { host: "localhost" });
    expect(refused.status).toBe(401);
    await refused.text();
    expect(await presentKeys(worker, keys)).toEqual(keys);

    const allowed = await purge(worker, `/__ops/cache/purge?domain=${domain}`, { host: "localhost", token: PRODUCTION_OPS_TOKEN });
    expect(allowed.status).toBe(200);
    await allowed.text();
    expect(await presentKeys(worker, keys)).toEqual([]);
  });
});

describe("a non-loopback host (BRAND_DOMAIN fixed)", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ BRAND_DOMAIN: "localhost" });
  });
  afterAll(() => worker?.dispose());

  test("its HTML carries none of the developer tools", async () => {
    const response = await worker.fetch("/", { host: "shop.example" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>");
    expect(html).not.toMatch(/data-dev-tools|DevToolsPanel|dev-tools-dialog/);
    // The root loader's state tells the browser not to load the panel's chunk at all.
    expect(documentLoaderData(html).root?.devTools).toBe(false);
    // Nor their words: the devtools texts are named (and served) on loopback hosts only.
    const devToolsTexts = /href="(\/texts\/[^"]*devtools[^"]*)"/;
    expect(html).not.toMatch(devToolsTexts);
    const local = await (await worker.fetch("/", { host: "localhost" })).text();
    const href = devToolsTexts.exec(local)?.[1]?.replaceAll("&amp;", "&");
    expect(href).toBeDefined();
    expect(await (await worker.fetch(href!, { host: "localhost" })).text()).toContain("Invalidate this domain");
  });

  test("a purge without ?domain= targets BRAND_DOMAIN", async () => {
    const keys = await seedDomain(worker, "localhost");
    const response = await purge(worker, "/__ops/cache/purge", { host: "shop.example", token: OPS_TOKEN });
    expect(await response.json()).toMatchObject({ domains: ["localhost"], keysDeleted: 2 });
    expect(await presentKeys(worker, keys)).toEqual([]);
  });
});
