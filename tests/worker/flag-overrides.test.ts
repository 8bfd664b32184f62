import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * SPEC §3's local flag override (`ff.<flag>=true|false` cookies) is for developers and tests:
 * honoured on loopback hosts outside production, ignored everywhere else. Before, any visitor
 * could leave maintenance with `ff.maintenance-mode=false` in production too.
 */

const LEAVE_MAINTENANCE = { cookie: "ff.maintenance-mode=false" };

async function inMaintenance(worker: WorkerUnderTest, domain: string) {
  await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from: "localhost" });
  await sandboxControl(worker.sandbox.url, "PUT", `/flags/${domain}/maintenance-mode`, { enabled: true });
}

describe("a public hostname (the brand fixed by BRAND_DOMAIN, as a deployment may)", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ BRAND_DOMAIN: "shop-in-maintenance.example" });
    await inMaintenance(worker, "shop-in-maintenance.example");
  });
  afterAll(() => worker?.dispose());

  test("an override cookie does not take a visitor out of maintenance", async () => {
    const response = await worker.fetch("/", { host: "www.shop-in-maintenance.example", headers: LEAVE_MAINTENANCE });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('data-page="maintenance"');
  });
});

describe("a loopback host in production", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ ENVIRONMENT: "production" });
    await inMaintenance(worker, "prod-maintenance.localhost");
  });
  afterAll(() => worker?.dispose());

  test("ignores the override too", async () => {
    const response = await worker.fetch("/", { host: "prod-maintenance.localhost", headers: LEAVE_MAINTENANCE });
    expect(response.status).toBe(503);
    await response.text();
  });
});

describe("a loopback host outside production (development and tests)", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker();
    await inMaintenance(worker, "dev-maintenance.localhost");
  });
  afterAll(() => worker?.dispose());

  test("honours the override for this browser only", async () => {
    const overridden = await worker.fetch("/", { host: "dev-maintenance.localhost", headers: LEAVE_MAINTENANCE });
    expect(overridden.status).toBe(200);
    await overridden.text();
    const others = await worker.fetch("/", { host: "dev-maintenance.localhost" });
    expect(others.status).toBe(503);
    await others.text();
  });
});
