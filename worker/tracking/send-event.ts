import { TRACKING_PROJECT } from "../../shared/constants";
import { EVENT_TOKEN_HEADER, type TrackingEvent } from "../../shared/tracking/event";
import type { Env, WaitUntilContext } from "../env";

/** Posts events to the receiver with the token header. The token never leaves the worker. */
export async function sendEvents(env: Env, events: TrackingEvent[]): Promise<Response> {
  return fetch(env.EVENT_RECEIVER_URL, {
    method: "POST",
    headers: { "content-type": "application/json", [EVENT_TOKEN_HEADER]: env.EVENT_RECEIVER_TOKEN },
    body: JSON.stringify(events.length === 1 ? events[0] : events),
  });
}

/** A server-side event about this request (the app-error views the worker decides on). */
export function serverEvent(
  env: Env,
  domain: string,
  eventName: string,
  logLevel: TrackingEvent["logLevel"],
  eventProperties: Record<string, unknown> = {},
): TrackingEvent {
  return {
    eventName,
    logLevel,
    eventProperties,
    eventData: { appVersion: env.APP_VERSION, domain, brand: null, subBrand: null, product: null, cartId: null, externalUserId: null, fingerprint: null, sessionFingerprint: null },
    project: TRACKING_PROJECT,
  };
}

/** Fire-and-forget in `waitUntil`; a failure is logged, never surfaced to the shopper. */
export function trackFromWorker(env: Env, ctx: WaitUntilContext, event: TrackingEvent): void {
  ctx.waitUntil(
    sendEvents(env, [event])
      .then((response) => {
        if (!response.ok) console.warn(`event receiver answered ${response.status} for ${event.eventName}`);
      })
      .catch((error: unknown) => console.warn(`event receiver unreachable for ${event.eventName}`, error)),
  );
}
