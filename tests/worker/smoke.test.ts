import { afterAll, beforeAll, expect, test } from "vitest";
import { startWorker, type WorkerUnderTest } from "./support/worker";

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

test("healthz answers", async () => {
  const response = await worker.fetch("/healthz");
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true });
});

test("landing renders", async () => {
  const response = await worker.fetch("/", { host: "viaggi.localhost" });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="it"');
});
