import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { BROWSER_UA } from "./support/shop-pages";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * The landing rendered once and reused: the same bytes for every visit of a brand, consent and
 * flags, each with its own nonce; anything that changes the document (brand, consent, flags, a
 * query, a signed-in visit) is rendered afresh.
 */

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const get = (path: string, host: string, cookie = "") => worker.fetch(path, { host, headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });
/**
 * Reads the brand and its flags into the isolate with a page that is never a cached document (it
 * has a query). A document is kept only when the flags came within the render's head start
 * (150 ms), which a cold fetch may miss on a busy machine; from the isolate's memo they do not.
 */
const warm = async (host: string) => void (await (await get("/?warm", host)).text());
const nonceOf = (response: Response) => /script-src 'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("the landing's document cache", () => {
  test("a second visit gets the same document without a render, with its own nonce on every script", async () => {
    await warm("hoteles.localhost");
    const first = await get("/", "hoteles.localhost");
    const firstHtml = await first.text();
    const second = await get("/", "hoteles.localhost");
    const secondHtml = await second.text();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-document-cache")).toBe("hit");
    const [a, b] = [nonceOf(first)!, nonceOf(second)!];
    expect(a).not.toBe(b);
    expect(secondHtml.replaceAll(b, a)).toBe(firstHtml);
    const scripts = secondHtml.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${b}"`);
    expect(secondHtml).not.toContain(a);
    expect(second.headers.get("content-type")).toContain("text/html");
  });

  test("consent, a query or a signed-in visit are documents of their own", async () => {
    await warm("voyages.localhost");
    await (await get("/", "voyages.localhost")).text();
    expect((await get("/", "voyages.localhost", "cookies-acceptance=technical,measurement")).headers.get("x-document-cache")).toBe("miss");
    const withBanner = await (await get("/", "voyages.localhost")).text();
    const accepted = await (await get("/", "voyages.localhost", "cookies-acceptance=technical,measurement")).text();
    expect(withBanner).not.toBe(accepted);
    expect((await get("/?product=H", "voyages.localhost")).headers.get("x-document-cache")).toBeNull();
    expect((await get("/", "voyages.localhost", "__Host-Abp.AuthToken=anything")).headers.get("x-document-cache")).toBeNull();
  });

  test("a changed brand is rendered afresh once its cache is purged", async () => {
    const domain = `cached-${Date.now()}.localhost`;
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost", brand: { pageTitle: "Before" } });
    await warm(domain);
    expect(await (await get("/", domain)).text()).toContain("<title>Before</title>");
    expect((await get("/", domain)).headers.get("x-document-cache")).toBe("hit");
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost", brand: { pageTitle: "After" } });
    const purge = await worker.fetch(`/__ops/cache/purge?domain=${domain}`, { method: "POST", host: domain, headers: { authorization: "Bearer dev-ops-token" } });
    expect(purge.status).toBe(200);
    await warm(domain);
    const after = await get("/", domain);
    expect(after.headers.get("x-document-cache")).toBe("miss");
    expect(await after.text()).toContain("<title>After</title>");
  });

  test("changed flags are a document of their own (maintenance is never cached)", async () => {
    await get("/", "localhost");
    await sandboxControl(worker.sandbox.url, "PUT", "/flags/localhost/maintenance-mode", { enabled: true });
    await worker.fetch("/__ops/cache/purge?domain=localhost", { method: "POST", host: "localhost", headers: { authorization: "Bearer dev-ops-token" } });
    // Maintenance answers 503 only when known before the first byte, within the head start.
    await warm("localhost");
    const maintenance = await get("/", "localhost");
    expect(maintenance.status).toBe(503);
    expect(maintenance.headers.get("x-document-cache")).toBeNull();
    await sandboxControl(worker.sandbox.url, "DELETE", "/flags/localhost/maintenance-mode");
    await worker.fetch("/__ops/cache/purge?domain=localhost", { method: "POST", host: "localhost", headers: { authorization: "Bearer dev-ops-token" } });
    expect((await get("/", "localhost")).status).toBe(200);
  });
});
