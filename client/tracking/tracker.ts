import { TRACKING_PROJECT } from "../../shared/constants";
import type { EventData, TrackingEvent } from "../../shared/tracking/event";
import { BeaconQueue, type EventQueue } from "./beacon-queue";
import { sessionFingerprint, userFingerprint } from "./fingerprints";

/** technical events (errors, consent proofs) always go; measurement ones need consent. */
export type EventCategory = "technical" | "measurement";

export interface TrackOptions {
  category?: EventCategory;
  logLevel?: TrackingEvent["logLevel"];
}

export type EventContext = Omit<EventData, "fingerprint" | "sessionFingerprint">;

export interface Tracker {
  track(eventName: string, eventProperties?: Record<string, unknown>, options?: TrackOptions): void;
  flush(): void;
}

/**
 * Builds SPEC §3 events with the shopper's context and fingerprints and queues them for the
 * beacon. Consent is read at the moment of tracking, so a change applies without a reload.
 */
export function createTracker(context: () => EventContext, hasMeasurementConsent: () => boolean, queue: EventQueue = new BeaconQueue()): Tracker {
  return {
    track(eventName, eventProperties = {}, { category = "measurement", logLevel = "info" } = {}) {
      if (category === "measurement" && !hasMeasurementConsent()) return;
      queue.push({
        eventName,
        logLevel,
        eventProperties,
        eventData: { ...context(), fingerprint: userFingerprint(), sessionFingerprint: sessionFingerprint() },
        project: TRACKING_PROJECT,
      });
    },
    flush: () => queue.flush(),
  };
}
