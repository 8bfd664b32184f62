import type { TrackingEvent } from "../../shared/tracking/event";

export const BEACON_PATH = "/beacon";
const FLUSH_DELAY_MS = 2_000;
const MAX_BATCH = 20;

/**
 * Batches events and ships them to the worker's /beacon: sendBeacon when the browser has it
 * (it survives page unload), fetch with keepalive otherwise. Flushes on a short timer, when the
 * batch is full, and when the page is hidden, so no event is lost on navigation or tab close.
 */
export class BeaconQueue {
  private pending: TrackingEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly endpoint = BEACON_PATH) {
    if (typeof document !== "undefined") {
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") this.flush();
      });
      addEventListener("pagehide", () => this.flush());
    }
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
    const body = JSON.stringify(this.pending.splice(0));
    const blob = new Blob([body], { type: "application/json" });
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(this.endpoint, blob)) return;
    void fetch(this.endpoint, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => {
      // Nothing to do: tracking must never disturb the shopper.
    });
  }
}
