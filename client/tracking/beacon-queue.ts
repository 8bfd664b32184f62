import type { TrackingEvent } from "../../shared/tracking/event";

export const BEACON_PATH = "/beacon";
const FLUSH_DELAY_MS = 2_000;
const MAX_BATCH = 20;
/** The worker refuses bodies over 64 KB, and sendBeacon's in-flight quota is about as much. */
const MAX_BODY_CHARS = 60_000;

/** What the tracker needs of a queue (a fake one in unit tests). */
export interface EventQueue {
  push(event: TrackingEvent): void;
  flush(): void;
}

/** Sends one serialized batch; sendBeacon in browsers, anything in tests. */
export type BeaconTransport = (endpoint: string, body: string) => void;

/** Where "the page is going away" is announced: the window and document in browsers. */
export interface PageLifecycle {
  onHidden(flush: () => void): void;
}

/**
 * sendBeacon survives page unload; it posts a string as text/plain (a Blob of another type would
 * be refused by some browsers), which the worker accepts. When the browser refuses the beacon
 * (quota full, no sendBeacon), fetch with keepalive is the fallback.
 */
const sendWithBeacon: BeaconTransport = (endpoint, body) => {
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(endpoint, body)) return;
  } catch {
    // Some browsers throw instead of returning false: fall through to fetch.
  }
  void fetch(endpoint, { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain;charset=UTF-8" } }).catch(() => {
    // Nothing to do: tracking must never disturb the shopper.
  });
};

const browserLifecycle: PageLifecycle = {
  onHidden(flush) {
    if (typeof document === "undefined") return;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
    addEventListener("pagehide", flush);
  },
};

/** Splits a batch until each body fits under the cap (a single oversized event goes alone). */
function bodiesOf(events: TrackingEvent[]): string[] {
  const body = JSON.stringify(events);
  if (body.length <= MAX_BODY_CHARS || events.length === 1) return [body];
  const half = Math.ceil(events.length / 2);
  return [...bodiesOf(events.slice(0, half)), ...bodiesOf(events.slice(half))];
}

/**
 * Batches events and ships them to the worker's /beacon. Flushes on a short timer, when the batch
 * is full, and when the page is hidden, so no event is lost on navigation or tab close.
 */
export class BeaconQueue implements EventQueue {
  private pending: TrackingEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly endpoint = BEACON_PATH,
    private readonly send: BeaconTransport = sendWithBeacon,
    lifecycle: PageLifecycle = browserLifecycle,
  ) {
    lifecycle.onHidden(() => this.flush());
  }

  push(event: TrackingEvent): void {
    this.pending.push(event);
    if (this.pending.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_DELAY_MS);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    for (const body of bodiesOf(this.pending.splice(0))) this.send(this.endpoint, body);
  }
}
