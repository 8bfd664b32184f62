import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { brandCopy } from "./support/brand-copy";
import { eventsNamed } from "./support/sandbox-calls";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const freshDomain = (worker: WorkerUnderTest) => brandCopy(worker, "viaggi.localhost", {}, "start");

describe("the start sequence", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());
  beforeEach(() => sandboxControl(worker.sandbox.url, "DELETE", "/faults"));

  test("configuration service failing with nothing cached: blank 503, tracked as error.get-initial-state", async () => {
    const domain = await freshDomain(worker);
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations", kind: "status", status: 502 });
    const response = await worker.fetch("/", { host: domain });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('data-page="initial-state-error"');
    expect(html).not.toContain("<main");
    const [event] = await eventually(async () => {
      const found = (await eventsNamed(worker.sandbox.url, "error.get-initial-state")).filter((e) => e.body.eventData.domain === domain);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(event!.token).toBe("dev-event-receiver-token");
    expect(String(event!.body.eventProperties.message)).toContain("502");
  });

  test("an invalid configuration document is a configuration failure, not a crash", async () => {
    const domain = `invalid-${Date.now()}.localhost`;
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { raw: { data: { id: 1, attributes: { domain } } } });
    const response = await worker.fetch("/", { host: domain });
    expect(response.status).toBe(503);
  });

  test("flag load failure: the app renders with no flags and keeps the error message", async () => {
    const domain = await freshDomain(worker);
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "error", status: 500, message: "FLAGS_UNAVAILABLE" });
    const response = await worker.fetch("/", { host: domain, headers: { "user-agent": BROWSER_UA } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="hero-title"');
    expect(html).toContain("FLAGS_UNAVAILABLE");
  });

  test("maintenance on: the maintenance page on every route, 503 with Retry-After, tracked", async () => {
    const domain = await freshDomain(worker);
    await sandboxControl(worker.sandbox.url, "PUT", `/flags/${domain}/maintenance-mode`, { enabled: true });
    for (const path of ["/", "/H", "/hotel-detail", "/deals", "/no-such-page"]) {
      const response = await worker.fetch(path, { host: domain, headers: { "user-agent": BROWSER_UA } });
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toMatch(/^\d+$/);
      const html = await response.text();
      expect(html, path).toContain('data-page="maintenance"');
      expect(html, path).toContain("Torniamo subito");
    }
    const events = await eventually(async () => {
      const found = (await eventsNamed(worker.sandbox.url, "viewed.app-error-[maintenance-mode]")).filter((e) => e.body.eventData.domain === domain);
      expect(found.length).toBeGreaterThanOrEqual(5);
      return found;
    });
    // The worker knows the brand here, so its events name it, as a page's beacon would.
    for (const event of events) expect(event.body.eventData).toMatchObject({ brand: "Viaggi Sole", subBrand: "viaggisole" });
  });

  test("a local override cookie switches a flag off for this browser only", async () => {
    const domain = await freshDomain(worker);
    await sandboxControl(worker.sandbox.url, "PUT", `/flags/${domain}/maintenance-mode`, { enabled: true });
    const overridden = await worker.fetch("/", { host: domain, headers: { cookie: "ff.maintenance-mode=false" } });
    expect(overridden.status).toBe(200);
    const ignored = await worker.fetch("/", { host: domain, headers: { cookie: "ff.maintenance-mode=nope" } });
    expect(ignored.status).toBe(503);
  });

  test("slow flags: the loading screen streams first, then the app", async () => {
    const domain = await freshDomain(worker);
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "latency", ms: 1200, times: 1 });
    const started = Date.now();
    const response = await worker.fetch("/", { host: domain, headers: { "user-agent": BROWSER_UA } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let html = "";
    let firstLoadingAt: number | null = null;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      html += decoder.decode(value, { stream: true });
      if (firstLoadingAt === null && html.includes('data-page="loading"')) firstLoadingAt = Date.now() - started;
    }
    const completeAt = Date.now() - started;
    expect(firstLoadingAt).not.toBeNull();
    expect(firstLoadingAt!).toBeLessThan(1000);
    expect(completeAt).toBeGreaterThanOrEqual(1100);
    expect(html.indexOf('data-page="loading"')).toBeLessThan(html.indexOf('id="hero-title"'));
  });

  test("slow flags and maintenance: a crawler waits for the flags and gets 503 with Retry-After", async () => {
    const domain = await freshDomain(worker);
    await sandboxControl(worker.sandbox.url, "PUT", `/flags/${domain}/maintenance-mode`, { enabled: true });
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "latency", ms: 600, times: 1 });
    const response = await worker.fetch("/", { host: domain, headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('data-page="maintenance"');
    expect(html).not.toContain('data-page="loading"');
  });
});
