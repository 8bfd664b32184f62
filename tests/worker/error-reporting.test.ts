import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { REPORTED_REQUEST_HEADERS } from "../../worker/observability/request-data";
import { describeEvent, startFakeSentry, type FakeSentry } from "../support/fake-sentry";
import { sandboxControl } from "../support/sandbox";
import { startWorker, type WorkerUnderTest } from "./support/worker";

const SECRETS = {
  authCookie: "auth-cookie-secret-1234",
  xsrfCookie: "xsrf-cookie-secret-5678",
  bearer: "bearer-header-secret-9012",
};
/** What a signed-in shopper's browser sends along. */
const SHOPPER_HEADERS = {
  cookie: `__Host-Abp.AuthToken=${SECRETS.authCookie}; __Host-XSRF-TOKEN=${SECRETS.xsrfCookie}; cookies-acceptance=technical`,
  authorization: `Bearer ${SECRETS.bearer}`,
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
};
const WORKER_SECRETS = ["dev-event-receiver-token", "test-ops-token"];

function expectNoSecrets(text: string) {
  for (const secret of [...Object.values(SECRETS), ...WORKER_SECRETS]) expect(text).not.toContain(secret);
  expect(text.toLowerCase()).not.toContain('"cookie');
  expect(text.toLowerCase()).not.toContain('"authorization"');
}

describe("worker error reporting (SENTRY_DSN set)", () => {
  let worker: WorkerUnderTest;
  let sentry: FakeSentry;
  beforeAll(async () => {
    sentry = await startFakeSentry();
    worker = await startWorker({ SENTRY_DSN: sentry.dsn, ENVIRONMENT: "test", APP_VERSION: "9.9.9" });
  });
  afterAll(async () => {
    await worker?.dispose();
    await sentry?.close();
  });
  beforeEach(() => sentry.clear());

  test("a loader error shows the generic page and reaches Sentry without cookies, Authorization or tokens", async () => {
    const response = await worker.fetch("/__dev/throw?where=loader&destination=ROM&utm_campaign=x", { headers: SHOPPER_HEADERS });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('data-page="error-boundary"');
    expect(html).not.toContain("Unexpected Application Error");

    const { event, envelope } = await sentry.waitForEvent((e) => describeEvent(e).includes("Deliberate loader error"));
    expect(event.release).toBe("9.9.9");
    expect(event.environment).toBe("test");
    expect(event.request?.url).toBe("http://localhost/__dev/throw");
    // Only the allowlisted parameters: utm_campaign stays out.
    expect(Object.fromEntries(new URLSearchParams(String(event.request?.query_string)))).toEqual({ destination: "ROM", where: "loader" });
    expect(event.request?.cookies).toBeUndefined();
    const headers = Object.keys(event.request?.headers ?? {});
    expect(headers).toContain("user-agent");
    for (const header of headers) expect(REPORTED_REQUEST_HEADERS).toContain(header);
    expectNoSecrets(envelope.text);
  });

  test("a render error in the shell is reported and the shopper gets the generic page", async () => {
    const response = await worker.fetch("/__dev/throw?where=render", { headers: SHOPPER_HEADERS });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('data-page="error-boundary"');
    const { envelope } = await sentry.waitForEvent((e) => describeEvent(e).includes("Deliberate render error"));
    expectNoSecrets(envelope.text);
  });

  test("an error outside React Router gets a plain 500 page and is reported", async () => {
    const response = await worker.fetch("/__dev/throw?where=worker", { headers: SHOPPER_HEADERS });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Something went wrong");
    const { event, envelope } = await sentry.waitForEvent((e) => describeEvent(e).includes("Deliberate worker error"));
    expect(event.extra).toMatchObject({ source: "worker" });
    expectNoSecrets(envelope.text);

    // A script's fetch reads JSON instead.
    const fromScript = await worker.fetch("/__dev/throw?where=worker", { headers: { accept: "application/json" } });
    expect(fromScript.status).toBe(500);
    expect(await fromScript.json()).toEqual({ error: "internal error" });
  });

  test("a render error after the shell does not break the stream: the document completes", async () => {
    const response = await worker.fetch("/__dev/throw?where=stream");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Waiting for the late part");
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  test("other hosts get the not-found page from /__dev/throw, and nothing is thrown", async () => {
    await sandboxControl(worker.sandbox.url, "PUT", "/brands/shop.example.com", { from: "localhost" });
    for (const where of ["loader", "render", "worker"]) {
      const response = await worker.fetch(`/__dev/throw?where=${where}`, { host: "shop.example.com" });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('data-page="not-found"');
    }
    // A report sent afterwards arrives alone.
    await worker.fetch("/__dev/throw?where=worker");
    await sentry.waitForEvent((e) => describeEvent(e).includes("Deliberate worker error"));
    expect(sentry.events()).toHaveLength(1);
  });

  test("the browser's envelopes pass through /monitoring to the DSN, and only to it", async () => {
    const envelope = (dsn: string) =>
      [
        JSON.stringify({ event_id: "a".repeat(32), dsn, sent_at: new Date().toISOString() }),
        JSON.stringify({ type: "event" }),
        JSON.stringify({ event_id: "a".repeat(32), message: "from the browser", level: "error" }),
      ].join("\n");
    const tunnelled = await worker.fetch("/monitoring", { method: "POST", body: envelope(sentry.dsn), headers: { "content-type": "text/plain" } });
    expect(tunnelled.status).toBe(200);
    await sentry.waitForEvent((e) => describeEvent(e) === "from the browser");

    const elsewhere = await worker.fetch("/monitoring", { method: "POST", body: envelope("https://key@o1.ingest.sentry.io/42") });
    expect(elsewhere.status).toBe(400);
    const garbage = await worker.fetch("/monitoring", { method: "POST", body: "not an envelope" });
    expect(garbage.status).toBe(400);
    expect(sentry.events()).toHaveLength(1);
  });
});

describe("without SENTRY_DSN", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  test("errors still get their pages, and nothing tries to report", async () => {
    expect((await worker.fetch("/__dev/throw?where=loader")).status).toBe(500);
    expect((await worker.fetch("/__dev/throw?where=worker")).status).toBe(500);
    expect((await worker.fetch("/monitoring", { method: "POST", body: "{}" })).status).toBe(404);
    // The page does not ask the browser to start error reporting.
    const html = await (await worker.fetch("/")).text();
    expect(html).toContain('\\"sentryDsn\\"');
    expect(html).not.toMatch(/https?:\/\/[^"\\]*@[^"\\]*\/\d+/);
  });
});
