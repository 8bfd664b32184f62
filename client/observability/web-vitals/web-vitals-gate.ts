import { PRODUCT_EVENT_NAMES } from "../../../shared/tracking/event-names";
import type { WebVitalProperties } from "../../../shared/tracking/web-vitals";
import type { Tracker } from "../../tracking";
import type { RouteChanges } from "./route-timeline";

/** What the lazy reporter chunk (report-web-vitals.ts) exports. */
export interface WebVitalsReporter {
  startReporting(options: { send: (properties: WebVitalProperties) => void; routes: Readonly<RouteChanges>; sampleRate: number }): void;
}

export interface GateInput {
  consented: boolean;
  sampleRate: number;
  tracker: Tracker;
}

interface GateDeps {
  load: () => Promise<WebVitalsReporter>;
  whenIdle: (run: () => void) => void;
  /** One draw in [0, 1) (Math.random in the browser). */
  draw: () => number;
  isHidden: () => boolean;
  routes: Readonly<RouteChanges>;
}

/** Whether a page load reports, from one draw in [0, 1): rate 1 always, 0 never. */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}

/**
 * Starts real shoppers' vitals for one page load, and only when both hold: the shopper consents
 * to measurement, and this page load was drawn into the sample (once, at the first update). The
 * library arrives as a lazy chunk when the browser is idle after `load`. A later consent starts it
 * then; a withdrawal stops sending at once (the library keeps observing, nothing leaves the page).
 */
export function createWebVitalsGate(deps: GateDeps) {
  let sampled: boolean | null = null;
  /** The chunk was asked for (or is about to be): never twice per page load. */
  let asked = false;
  let current: GateInput | null = null;

  let flushScheduled = false;
  const send = (properties: WebVitalProperties) => {
    if (!current?.consented) return;
    const { tracker } = current;
    tracker.track(PRODUCT_EVENT_NAMES.webVital, properties);
    // LCP, CLS and INP are final when the page is hidden. The library reports them from its
    // window capture listener, before the queue's own flush on the document's visibilitychange:
    // all three leave in that one sendBeacon. Should one come outside that moment, it goes next.
    if (deps.isHidden() && !flushScheduled) {
      flushScheduled = true;
      setTimeout(() => {
        flushScheduled = false;
        tracker.flush();
      });
    }
  };

  const start = (sampleRate: number) => {
    // Withdrawn while waiting for idle: a later consent asks again.
    if (!current?.consented) return void (asked = false);
    // A chunk that fails to load (offline, a deploy in between) leaves the page without vitals.
    deps.load().then((reporter) => reporter.startReporting({ send, routes: deps.routes, sampleRate }), () => {});
  };

  return {
    update(input: GateInput): void {
      current = input;
      sampled ??= isSampled(input.sampleRate, deps.draw());
      if (!input.consented || !sampled || asked) return;
      asked = true;
      deps.whenIdle(() => start(input.sampleRate));
    },
  };
}
