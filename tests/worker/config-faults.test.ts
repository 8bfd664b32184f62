import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { eventsNamed } from "./support/sandbox-calls";
import { ageBrandConfig, eventually, startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * The configuration service failing in each way it can: an error status, no answer, a body that
 * is not JSON, a document that does not validate. With a copy in KV (however old) the site keeps
 * serving it and ops hear about it; with none, the documented blank 503.
 */

const CONFIG_CALL = "strapi/brand-configurations";
const TIMEOUT_MS = 400;

let worker: WorkerUnderTest;
beforeAll(async () => {
  // No isolate memo: these tests age KV entries behind the worker's back.
  worker = await startWorker({ CONFIG_TIMEOUT_MS: String(TIMEOUT_MS), CACHE_MEMO_SECONDS: "0" });
});
afterAll(() => worker?.dispose());
beforeEach(() => sandboxControl(worker.sandbox.url, "DELETE", "/faults"));

let counter = 0;
async function brandDomain(title: string): Promise<string> {
  const domain = `faults-${Date.now()}-${counter++}.localhost`;
  await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost", brand: { pageTitle: title } });
  return domain;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

type Breakage = (domain: string) => Promise<unknown>;
const breakages: Array<[string, Breakage]> = [
  ["answers 500", () => sandboxControl(worker.sandbox.url, "POST", "/faults", { call: CONFIG_CALL, kind: "status", status: 500 })],
  ["does not answer in CONFIG_TIMEOUT_MS", () => sandboxControl(worker.sandbox.url, "POST", "/faults", { call: CONFIG_CALL, kind: "hang" })],
  ["answers a body that is not JSON", () => sandboxControl(worker.sandbox.url, "POST", "/faults", { call: CONFIG_CALL, kind: "garbage" })],
  ["answers a document that does not validate", (domain) => sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { raw: { data: { id: 1, attributes: { domain, language: 42 } } } })],
];

describe.each(breakages)("the configuration service %s", (_name, breakIt) => {
  test("with nothing cached: the blank 503 with Retry-After, within the timeout", async () => {
    const domain = await brandDomain("Never seen");
    await breakIt(domain);
    const started = Date.now();
    const response = await worker.fetch("/", { host: domain });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();
    expect(await response.text()).toContain('data-page="initial-state-error"');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
  });

  test("with a stale copy in KV: the copy keeps serving, and the failed refresh is reported", async () => {
    const domain = await brandDomain("Kept alive");
    await (await worker.fetch("/", { host: domain })).text();
    await ageBrandConfig(worker, domain);
    await breakIt(domain);

    for (let i = 0; i < 2; i++) {
      const response = await worker.fetch("/", { host: domain });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-brand-cache")).toBe("stale");
      expect(titleOf(await response.text())).toBe("Kept alive");
    }
    const events = await eventually(async () => {
      const found = (await eventsNamed(worker.sandbox.url, "error.brand-config-refresh")).filter((event) => event.body.eventData.domain === domain);
      expect(found.length).toBeGreaterThan(0);
      return found;
    }, 8_000);
    expect(events[0]!.body.logLevel).toBe("warning");
    expect(String(events[0]!.body.eventProperties.message)).toMatch(/configuration|invalid/);
    // The stale copy still served names the brand.
    expect(events[0]!.body.eventData).toMatchObject({ brand: "Wanderly", subBrand: "wanderly" });
  });
});
