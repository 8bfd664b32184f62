import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BeaconQueue, type BeaconTransport, type EventQueue, type PageLifecycle } from "../../client/tracking/beacon-queue";
import { EVENT_NAMES, describingQuery, trackPageView, trackSearch } from "../../client/tracking/events";
import { trackErrorBoundaryView } from "../../client/tracking/use-error-boundary-view";
import { createTracker, type EventContext } from "../../client/tracking/tracker";
import { hitsTracking, IGNORED_ERRORS, withoutPrivateIds } from "../../client/observability/sentry-options";
import { STORAGE_KEYS, TRACKING_PROJECT } from "../../shared/constants";
import { EVENT_NAME_PATTERN, TrackingEventSchema, type TrackingEvent } from "../../shared/tracking/event";

const CONTEXT: EventContext = {
  appVersion: "1.2.3",
  domain: "viaggi.localhost",
  brand: "Viaggi Sole",
  subBrand: "viaggi",
  product: "DP",
  cartId: null,
  externalUserId: null,
};

/** Records what the tracker queued, instead of sending it. */
function fakeQueue(): EventQueue & { events: TrackingEvent[]; flushes: number } {
  return {
    events: [],
    flushes: 0,
    push(event) {
      this.events.push(event);
    },
    flush() {
      this.flushes += 1;
    },
  };
}

/** A Storage backed by a Map: fingerprints persist like in a browser. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

beforeEach(() => {
  vi.stubGlobal("localStorage", memoryStorage());
  vi.stubGlobal("sessionStorage", memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("consent gating", () => {
  it("drops measurement events without measurement consent, and keeps technical ones", () => {
    const queue = fakeQueue();
    const tracker = createTracker(() => CONTEXT, () => false, queue);
    tracker.track("viewed.page", { path: "/" });
    tracker.track(EVENT_NAMES.errorBoundary, { message: "boom" }, { category: "technical", logLevel: "error" });
    expect(queue.events.map((event) => event.eventName)).toEqual([EVENT_NAMES.errorBoundary]);
    expect(queue.events[0]!.logLevel).toBe("error");
  });

  it("reads consent when tracking, so a choice applies without a reload", () => {
    const queue = fakeQueue();
    let consent = false;
    const tracker = createTracker(() => CONTEXT, () => consent, queue);
    tracker.track("viewed.page");
    consent = true;
    tracker.track("viewed.page");
    consent = false;
    tracker.track("viewed.page");
    expect(queue.events).toHaveLength(1);
  });

  it("builds SPEC §3 events: context, both fingerprints (stable), project", () => {
    const queue = fakeQueue();
    const tracker = createTracker(() => CONTEXT, () => true, queue);
    tracker.track("viewed.page", { path: "/" });
    tracker.track("viewed.page", { path: "/DP" });
    const [first, second] = queue.events;
    expect(v.safeParse(TrackingEventSchema, first).success).toBe(true);
    expect(first!.project).toBe(TRACKING_PROJECT);
    expect(first!.eventData).toMatchObject(CONTEXT);
    expect(first!.eventData.fingerprint).toBe(localStorage.getItem(STORAGE_KEYS.userFingerprint));
    expect(first!.eventData.sessionFingerprint).toBe(sessionStorage.getItem(STORAGE_KEYS.sessionFingerprint));
    expect(first!.eventData.fingerprint).not.toBe(first!.eventData.sessionFingerprint);
    expect(second!.eventData.fingerprint).toBe(first!.eventData.fingerprint);
  });
});

describe("named events", () => {
  it("every name passes the worker's pattern", () => {
    for (const name of Object.values(EVENT_NAMES)) expect(name).toMatch(EVENT_NAME_PATTERN);
    expect(EVENT_NAMES.errorBoundary).toBe("viewed.app-error-[error-boundary]");
  });

  it("a page view keeps only the query that describes a search (never the sign-in token)", () => {
    expect(describingQuery("?a=secret-token&destination=ROM&adults=2&utm_source=x&cartId=c1")).toEqual({ destination: "ROM", adults: "2" });
    const queue = fakeQueue();
    trackPageView(createTracker(() => CONTEXT, () => true, queue), { pathname: "/DP", search: "?a=t&destination=ROM", navigation: "push", previousPath: "/" });
    expect(queue.events[0]!.eventProperties).toEqual({ path: "/DP", query: { destination: "ROM" }, navigation: "push", previousPath: "/" });
  });

  it("a search carries the search fields only and needs consent", () => {
    const search = { product: "DP" as const, destination: "ROM", departure: "MXP", outboundDate: "2026-09-01", returnDate: "2026-09-08", adults: 2 };
    const refused = fakeQueue();
    trackSearch(createTracker(() => CONTEXT, () => false, refused), search);
    expect(refused.events).toEqual([]);
    const queue = fakeQueue();
    trackSearch(createTracker(() => CONTEXT, () => true, queue), search);
    expect(queue.events[0]).toMatchObject({ eventName: "submitted.search", eventProperties: search });
  });

  it("the error boundary's view is technical, flushed at once, with a bounded message", () => {
    const queue = fakeQueue();
    trackErrorBoundaryView(createTracker(() => CONTEXT, () => false, queue), { status: null, message: "x".repeat(5_000), path: "/DP" });
    expect(queue.events).toHaveLength(1);
    expect(queue.flushes).toBe(1);
    expect((queue.events[0]!.eventProperties.message as string).length).toBe(300);
  });
});

describe("BeaconQueue", () => {
  function queueUnderTest() {
    const sent: TrackingEvent[][] = [];
    const send: BeaconTransport = (endpoint, body) => {
      expect(endpoint).toBe("/beacon");
      sent.push(JSON.parse(body) as TrackingEvent[]);
    };
    let hidden: (() => void) | null = null;
    const lifecycle: PageLifecycle = { onHidden: (flush) => void (hidden = flush) };
    return { queue: new BeaconQueue("/beacon", send, lifecycle), sent, hide: () => hidden?.() };
  }
  const event = (n: number, properties: Record<string, unknown> = {}): TrackingEvent => ({
    eventName: "viewed.page",
    logLevel: "info",
    eventProperties: { n, ...properties },
    eventData: { ...CONTEXT, fingerprint: "f", sessionFingerprint: "s" },
    project: TRACKING_PROJECT,
  });

  it("batches events and sends them together after a short delay", () => {
    vi.useFakeTimers();
    const { queue, sent } = queueUnderTest();
    queue.push(event(1));
    queue.push(event(2));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(sent.map((batch) => batch.map((e) => e.eventProperties.n))).toEqual([[1, 2]]);
  });

  it("sends at once when a batch is full (20)", () => {
    vi.useFakeTimers();
    const { queue, sent } = queueUnderTest();
    for (let n = 0; n < 20; n += 1) queue.push(event(n));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
  });

  it("flushes when the page is hidden or left, and never sends an empty batch", () => {
    vi.useFakeTimers();
    const { queue, sent, hide } = queueUnderTest();
    hide();
    expect(sent).toEqual([]);
    queue.push(event(1));
    hide();
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(sent).toHaveLength(1);
  });

  it("splits a batch whose body would pass the beacon size cap", () => {
    const { queue, sent } = queueUnderTest();
    for (let n = 0; n < 6; n += 1) queue.push(event(n, { padding: "p".repeat(15_000) }));
    queue.flush();
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.flat().map((e) => e.eventProperties.n)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const batch of sent) expect(JSON.stringify(batch).length).toBeLessThanOrEqual(60_000);
  });
});

describe("error reporter filters (SPEC §8)", () => {
  const ignored = (message: string) => IGNORED_ERRORS.some((rule) => (typeof rule === "string" ? message.includes(rule) : rule.test(message)));

  it("ignore network, timeout, failed fetch and failed dynamic import errors", () => {
    expect(ignored("TypeError: Failed to fetch")).toBe(true);
    expect(ignored("TypeError: NetworkError when attempting to fetch resource.")).toBe(true);
    expect(ignored("TypeError: Load failed")).toBe(true);
    expect(ignored("TimeoutError: signal timed out")).toBe(true);
    expect(ignored("TypeError: Failed to fetch dynamically imported module: https://x/assets/a.js")).toBe(true);
    expect(ignored("TypeError: Importing a module script failed.")).toBe(true);
    expect(ignored("Error: Deliberate client error (/__dev/throw?where=client)")).toBe(false);
    expect(ignored("TypeError: Cannot read properties of undefined (reading 'price')")).toBe(false);
  });

  it("drop events whose breadcrumbs hit the beacon", () => {
    const withCrumb = (url: string) => ({ type: undefined, breadcrumbs: [{ category: "fetch", data: { url, method: "POST", status_code: 400 } }] });
    expect(hitsTracking(withCrumb("/beacon"))).toBe(true);
    expect(hitsTracking(withCrumb("https://viaggi.example.com/beacon"))).toBe(true);
    expect(hitsTracking(withCrumb("/api/services/app/Deals/GetDealsByBP"))).toBe(false);
    expect(hitsTracking({ type: undefined })).toBe(false);
  });

  it("never let the sign-in token out", () => {
    const event = { request: { url: "https://x.test/DP?a=tok%20en&destination=ROM" } };
    expect(withoutPrivateIds(event).request.url).toBe("https://x.test/DP?a=[redacted]&destination=ROM");
  });
});
