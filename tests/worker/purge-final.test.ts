import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * A purge is final: a refresh (stale-while-revalidate) that asked the origin before ops purged
 * must not write its copy after the purge. The sandbox's slow-answer fault makes the origin's
 * answer from the state of the moment it is asked and delivers it later, so the refresh in flight
 * carries the old copy past the purge.
 */

let worker: WorkerUnderTest;
let output = "";
let counter = 0;
beforeAll(async () => {
  // A long isolate memo: a copy written back after the purge would be served from it too.
  worker = await startWorker({ CACHE_MEMO_SECONDS: "60" }, { onRuntimeOutput: (text) => (output += text) });
});
afterAll(() => worker?.dispose());
beforeEach(async () => {
  await sandboxControl(worker.sandbox.url, "DELETE", "/faults");
  await sandboxControl(worker.sandbox.url, "POST", "/reset");
  output = "";
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const page = (domain: string) => worker.fetch("/", { host: domain });
const purge = async (domain: string) => expect((await worker.fetch(`/__ops/cache/purge?domain=${domain}`, { method: "POST", host: "localhost" })).status).toBe(200);

/**
 * Makes a cached entry as old as can be, so the next page refreshes it while serving it: the
 * domain is purged (which also empties this isolate's memo) and the copy put back aged.
 */
async function age(domain: string, key: string): Promise<void> {
  const kv = await worker.kv();
  const entry = (await kv.get(key, "json")) as { fetchedAt: number } | null;
  if (!entry) throw new Error(`nothing cached under ${key}`);
  await purge(domain);
  await kv.put(key, JSON.stringify({ ...entry, fetchedAt: 0 }));
}

/**
 * Waits until the refresh that carried the old copy is over: either it said it discarded its copy,
 * or (without the purge marks) the old copy is back in KV. Then tells which.
 */
async function refreshOutcome(key: string, isOld: (entry: unknown) => boolean): Promise<"discarded" | "written back"> {
  const kv = await worker.kv();
  return eventually(async () => {
    if (output.includes(`cache load of ${key} discarded: purged while it ran`)) return "discarded";
    const entry = (await kv.get(key, "json")) as { value: unknown } | null;
    if (entry && isOld(entry.value)) return "written back";
    throw new Error("the refresh in flight has not finished yet");
  }, 10_000);
}

describe("a purge is final", () => {
  test("brand configuration: a refresh in flight during the purge never brings the old copy back", async () => {
    const domain = `purge-${Date.now()}-${counter++}.localhost`;
    const key = `brand-config:v1:${domain}`;
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost", brand: { pageTitle: "Old title" } });
    expect(titleOf(await (await page(domain)).text())).toBe("Old title");
    await age(domain, key);

    const asked = (await callsTo(worker.sandbox.url, `/strapi/api/brand-configurations/${domain}`)).length;
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations", kind: "slow-answer", ms: 1_500, times: 1 });
    const stale = await page(domain);
    expect(stale.headers.get("x-brand-cache")).toBe("stale");
    expect(titleOf(await stale.text())).toBe("Old title");
    // The configuration service has made its answer, with the old title, and is still delivering it.
    await eventually(async () => expect((await callsTo(worker.sandbox.url, `/strapi/api/brand-configurations/${domain}`)).length).toBe(asked + 1));

    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost", brand: { pageTitle: "New title" } });
    await purge(domain);
    expect(titleOf(await (await page(domain)).text())).toBe("New title");

    const outcome = await refreshOutcome(key, (value) => JSON.stringify(value).includes("Old title"));
    expect(outcome).toBe("discarded");
    // Neither KV nor this isolate's memo holds the old copy: every page after the purge is the new one.
    expect(JSON.stringify(await (await worker.kv()).get(key, "json"))).not.toContain("Old title");
    for (let i = 0; i < 3; i++) expect(titleOf(await (await page(domain)).text())).toBe("New title");
  });

  test("flags: a refresh that read maintenance on before the purge does not put the shop back in maintenance", async () => {
    const domain = `purge-flags-${Date.now()}-${counter++}.localhost`;
    const key = `flags:v1:${domain}`;
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "viaggi.localhost" });
    await sandboxControl(worker.sandbox.url, "PUT", `/flags/${domain}/maintenance-mode`, { enabled: true });
    expect((await page(domain)).status).toBe(503);
    await age(domain, key);

    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "slow-answer", ms: 1_500, times: 1 });
    const asked = (await callsTo(worker.sandbox.url, "/api/services/app/FeatureToogle/FlagProviderList")).length;
    expect((await page(domain)).status).toBe(503);
    await eventually(async () => expect((await callsTo(worker.sandbox.url, "/api/services/app/FeatureToogle/FlagProviderList")).length).toBe(asked + 1));

    await sandboxControl(worker.sandbox.url, "PUT", `/flags/${domain}/maintenance-mode`, { enabled: false });
    await purge(domain);
    expect((await page(domain)).status).toBe(200);

    const maintenanceOn = (value: unknown) => JSON.stringify(value).includes('"maintenance-mode","enabled":true') || JSON.stringify(value).includes('"maintenance-mode":true');
    expect(await refreshOutcome(key, maintenanceOn)).toBe("discarded");
    for (let i = 0; i < 3; i++) expect((await page(domain)).status).toBe(200);
  });
});
