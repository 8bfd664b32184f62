import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { TRACKING_PROJECT } from "../../shared/constants";
import { EVENT_TOKEN_HEADER, type TrackingEvent } from "../../shared/tracking/event";
import { describeEvent, startFakeSentry, type FakeSentry } from "../support/fake-sentry";
import { sandboxControl } from "../support/sandbox";
import { callsTo, eventsNamed } from "./support/sandbox-calls";
import { postHeldOpen } from "./support/held-post";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

const TOKEN = "dev-event-receiver-token";

function event(eventName = "viewed.page", overrides: Partial<TrackingEvent> = {}): TrackingEvent {
  return {
    eventName,
    logLevel: "info",
    eventProperties: { path: "/" },
    eventData: {
      appVersion: "test",
      domain: "localhost",
      brand: "Wanderly",
      subBrand: null,
      cartId: null,
      product: "DP",
      externalUserId: null,
      fingerprint: "0b6c8a9e-user",
      sessionFingerprint: "5d1f2c3a-session",
    },
    project: TRACKING_PROJECT,
    ...overrides,
  };
}

let worker: WorkerUnderTest;
let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
  // Forwarding happens after the answer (waitUntil): tests that expect nothing forwarded wait for
  // each request's end (support/request-ends.ts), never for a while.
  worker = await startWorker({ SENTRY_DSN: sentry.dsn }, { watchRequestEnds: true });
});
afterAll(async () => {
  await worker?.dispose();
  await sentry?.close();
});
beforeEach(async () => {
  await sandboxControl(worker.sandbox.url, "POST", "/reset");
  sentry.clear();
});

const postBeacon = (body: string, contentType: string | null = "text/plain;charset=UTF-8") =>
  worker.fetch("/beacon", { method: "POST", body, headers: contentType ? { "content-type": contentType } : {} });

const receiverCalls = () => callsTo(worker.sandbox.url, "/events");

async function rawPost(headers: Record<string, string>, chunks: string[]): Promise<number> {
  return postHeldOpen(await worker.mf.ready, "/beacon", { host: "localhost", "content-type": "text/plain", ...headers }, chunks);
}

describe("POST /beacon", () => {
  test("a valid batch is acknowledged at once and forwarded with the receiver's token", async () => {
    const response = await postBeacon(JSON.stringify([event("viewed.page"), event("submitted.search", { eventProperties: { product: "DP", adults: 2 } })]));
    expect(response.status).toBe(202);
    const answer = await response.text();
    expect(JSON.parse(answer)).toEqual({ accepted: 2 });
    expect(answer).not.toContain(TOKEN);

    const [search] = await eventually(async () => {
      const found = await eventsNamed(worker.sandbox.url, "submitted.search");
      expect(found).toHaveLength(1);
      return found;
    });
    expect(search!.token).toBe(TOKEN);
    expect(search!.body.eventProperties).toEqual({ product: "DP", adults: 2 });
    expect(await eventsNamed(worker.sandbox.url, "viewed.page")).toHaveLength(1);
    // One POST per event (SPEC §7), each carrying the token header.
    const calls = await receiverCalls();
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.headers[EVENT_TOKEN_HEADER.toLowerCase()]).toBe(TOKEN);
  });

  test("a batch of N events reaches the receiver as N POSTs, each body one event object", async () => {
    const names = ["viewed.page", "submitted.search", "changed.filter", "chose.proposal", "viewed.checkout-step", "completed.checkout-step", "consent.choice-saved"];
    expect((await postBeacon(JSON.stringify(names.map((name) => event(name))))).status).toBe(202);
    const calls = await eventually(async () => {
      const found = await receiverCalls();
      expect(found).toHaveLength(names.length);
      return found;
    });
    const bodies = calls.map((call) => JSON.parse(call.body) as unknown);
    for (const body of bodies) {
      expect(Array.isArray(body)).toBe(false);
      expect(Object.keys(body as object).sort()).toEqual(["eventData", "eventName", "eventProperties", "logLevel", "project"]);
    }
    expect(bodies.map((body) => (body as TrackingEvent).eventName).sort()).toEqual([...names].sort());
  });

  test("a receiver built to the spec (one event object per POST, 400 for a list) takes every event of a batch", async () => {
    await sandboxControl(worker.sandbox.url, "PUT", "/spec-only", { specOnly: true });
    // A page's event without the fields it had no value for: the edge names all nine of SPEC §3.
    const sparse = { ...event("viewed.page"), eventData: { appVersion: "test", domain: "localhost", fingerprint: "f" } };
    expect((await postBeacon(JSON.stringify([sparse, event("submitted.search"), event("changed.filter")]))).status).toBe(202);
    await eventually(async () => expect(await sandboxControl(worker.sandbox.url, "GET", "/events")).toMatchObject({ events: { length: 3 } }));
    const [page] = await eventsNamed(worker.sandbox.url, "viewed.page");
    expect(page!.body.eventData).toEqual({
      appVersion: "test", externalUserId: null, brand: "Wanderly", subBrand: "wanderly", cartId: null, product: null, domain: "localhost", fingerprint: "f", sessionFingerprint: null,
    });
    expect(sentry.events()).toEqual([]);
  });

  test.each([
    ["text/plain (sendBeacon with a string)", "text/plain;charset=UTF-8"],
    ["application/json (fetch, or a typed Blob)", "application/json"],
    ["no content type", null],
  ])("one event as %s is accepted", async (_, contentType) => {
    const response = await postBeacon(JSON.stringify(event("viewed.app-error-[error-boundary]", { logLevel: "error" })), contentType);
    expect(response.status).toBe(202);
    await eventually(async () => expect(await eventsNamed(worker.sandbox.url, "viewed.app-error-[error-boundary]")).toHaveLength(1));
  });

  const broken = (mutate: (e: Record<string, unknown>) => void) => {
    const copy = structuredClone(event()) as unknown as Record<string, unknown>;
    mutate(copy);
    return copy;
  };

  test.each([
    ["not JSON", "{eventName:", /^body is not valid JSON$/],
    ["empty", "", /^body is empty/],
    ["a number", "42", /one event object or an array of events/],
    ["an empty batch", "[]", /at least one event/],
    ["a batch over 50", JSON.stringify(Array.from({ length: 51 }, () => event())), /at most 50 events per batch \(got 51\)/],
    ["an event name off the pattern", JSON.stringify([event("Page View!")]), /^event 0: eventName: /],
    ["an unknown log level", JSON.stringify(broken((e) => (e.logLevel = "fatal"))), /^event 0: logLevel: /],
    ["a missing domain in the second event", JSON.stringify([event(), broken((e) => delete (e.eventData as Record<string, unknown>).domain)]), /^event 1: eventData\.domain: /],
    ["a fingerprint of the wrong type", JSON.stringify(broken((e) => ((e.eventData as Record<string, unknown>).fingerprint = 42))), /^event 0: eventData\.fingerprint: /],
    ["properties that are not an object", JSON.stringify(broken((e) => (e.eventProperties = ["x"]))), /^event 0: eventProperties: /],
  ])("%s is refused with 400 and its reason, and nothing is forwarded", async (_, body, reason) => {
    const response = await postBeacon(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; issues: Array<{ event: number; field: string; message: string }> };
    expect(answer.error).toMatch(reason);
    if (/^event \d/.test(answer.error)) expect(answer.issues[0]).toMatchObject({ event: expect.any(Number), field: expect.any(String) });
    await worker.ended(response);
    expect(await receiverCalls()).toHaveLength(0);
  });

  test("a content type other than JSON or text is refused with 415", async () => {
    const response = await postBeacon("eventName=viewed.page", "application/x-www-form-urlencoded");
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toContain("application/json or text/plain");
  });

  test("a body over 64 KB is refused with 413, declared or not", async () => {
    const [declared, chunked] = await Promise.all([
      // Declared too large: refused from the headers alone. The body never comes: the refusal waits
      // for it only as long as it would wait for any body it throws away (MAX_DISCARD_WAIT_MS).
      rawPost({ "content-length": String(70 * 1024) }, []),
      // Chunked, no Content-Length: counted while reading. The client stops writing just past the
      // cap and waits, as a lying client would; the worker answers without the rest.
      rawPost({ "transfer-encoding": "chunked" }, Array.from({ length: 5 }, () => "x".repeat(16 * 1024))),
    ]);
    expect(declared).toBe(413);
    expect(chunked).toBe(413);
    expect(await receiverCalls()).toHaveLength(0);
  });

  test.each(["GET", "PUT", "DELETE"])("%s is not allowed (405)", async (method) => {
    const response = await worker.fetch("/beacon", { method, ...(method === "GET" ? {} : { body: "[]" }) });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("beacons speak only for this site", () => {
  test("domain, brand and project come from the host, whatever the page claimed", async () => {
    const forged = event("viewed.page", { project: "someone-else" });
    forged.eventData = { ...forged.eventData, domain: "evil.example", brand: "Other", subBrand: "x" };
    expect((await postBeacon(JSON.stringify([forged]))).status).toBe(202);
    const [forwarded] = await eventually(async () => {
      const found = await eventsNamed(worker.sandbox.url, "viewed.page");
      expect(found).toHaveLength(1);
      return found;
    });
    expect(forwarded!.body.eventData).toMatchObject({ domain: "localhost", brand: "Wanderly", subBrand: "wanderly" });
    expect((forwarded!.body as unknown as { project: string }).project).toBe(TRACKING_PROJECT);
  });

  test("at a host without a brand: 404, nothing forwarded", async () => {
    const response = await worker.fetch("/beacon", { method: "POST", host: "nobody.example", body: JSON.stringify([event()]), headers: { "content-type": "text/plain" } });
    expect(response.status).toBe(404);
    await worker.ended(response);
    expect(await receiverCalls()).toHaveLength(0);
  });

  test("an event name the shop never sends refuses the whole batch with 400, naming it", async () => {
    const response = await postBeacon(JSON.stringify([event("viewed.page"), event("bought.everything")]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("event 1: eventName: bought.everything is not an event this shop sends");
    await worker.ended(response);
    expect(await receiverCalls()).toHaveLength(0);
  });

  test.each([
    ["too many keys", Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, i])), /over 24 keys/],
    ["a long text", { message: "x".repeat(401) }, /text over 400 characters/],
    ["deep nesting", { a: { b: { c: { d: 1 } } } }, /nested deeper than 3 levels/],
    ["a big array", { ids: Array.from({ length: 25 }, (_, i) => i) }, /over 24 items/],
  ])("properties with %s are refused with 400", async (_case, eventProperties, reason) => {
    const response = await postBeacon(JSON.stringify([event("changed.filter", { eventProperties })]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(reason);
  });

  test("e-mail- and phone-like values are scrubbed at any depth; dates and ids pass", async () => {
    const eventProperties = {
      path: "/H",
      note: "write to mario.rossi@example.it or call +39 333 123 4567",
      query: { destination: "ROM", outboundDate: "2031-06-01", contact: "0039 06 1234 5678" },
      tags: ["ok", "anna@example.es"],
      adults: 2,
    };
    expect((await postBeacon(JSON.stringify([event("viewed.page", { eventProperties })]))).status).toBe(202);
    const [forwarded] = await eventually(async () => {
      const found = await eventsNamed(worker.sandbox.url, "viewed.page");
      expect(found).toHaveLength(1);
      return found;
    });
    expect(forwarded!.body.eventProperties).toEqual({
      path: "/H",
      note: "write to [redacted] or call [redacted]",
      query: { destination: "ROM", outboundDate: "2031-06-01", contact: "[redacted]" },
      tags: ["ok", "[redacted]"],
      adults: 2,
    });
  });
});

describe("a failing event receiver", () => {
  test("is retried with backoff, then the loss is reported", async () => {
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "events", kind: "status", status: 500 });
    const response = await postBeacon(JSON.stringify([event("viewed.page"), event("submitted.search")]));
    expect(response.status).toBe(202);

    // Each event: one attempt and three retries (200, 400, 800 ms apart); then one report for the
    // batch, all before the request is over, and nothing after it.
    await worker.ended(response);
    const reports = sentry.events().filter(({ event: e }) => describeEvent(e).includes("event receiver refused a beacon batch"));
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(describeEvent(report!.event)).toContain("HTTP 500");
    expect(report!.event.level).toBe("error");
    expect(report!.event.extra).toMatchObject({ events: 2, lost: 2, eventNames: ["viewed.page", "submitted.search"] });
    expect(report!.envelope.text).not.toContain(TOKEN);
    expect(await receiverCalls()).toHaveLength(8);
    expect(await eventsNamed(worker.sandbox.url, "viewed.page")).toHaveLength(0);
  });

  test("that recovers after one failure gets the batch once", async () => {
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "events", kind: "status", status: 503, times: 1 });
    const response = await postBeacon(JSON.stringify([event("viewed.page")]));
    expect(response.status).toBe(202);
    await worker.ended(response);
    expect(await receiverCalls()).toHaveLength(2);
    expect(await eventsNamed(worker.sandbox.url, "viewed.page")).toHaveLength(1);
    expect(sentry.events()).toEqual([]);
  });
});

describe("a receiver that stays down", () => {
  let fresh: WorkerUnderTest;
  beforeAll(async () => {
    fresh = await startWorker({ SENTRY_DSN: sentry.dsn }, { watchRequestEnds: true });
  });
  afterAll(() => fresh?.dispose());

  test("costs one report per isolate per minute, not one per batch", async () => {
    sentry.clear();
    await sandboxControl(fresh.sandbox.url, "POST", "/faults", { call: "events", kind: "status", status: 500 });
    const responses: Response[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await fresh.fetch("/beacon", { method: "POST", body: JSON.stringify([event("viewed.page")]), headers: { "content-type": "text/plain" } });
      expect(response.status).toBe(202);
      responses.push(response);
    }
    // Every batch is tried four times; all twelve attempts fail, and one report says so.
    await Promise.all(responses.map((response) => fresh.ended(response)));
    expect(await callsTo(fresh.sandbox.url, "/events")).toHaveLength(12);
    expect(sentry.events().filter(({ event: e }) => describeEvent(e).includes("event receiver refused"))).toHaveLength(1);
  });
});
