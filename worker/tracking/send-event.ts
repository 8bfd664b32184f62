import { TRACKING_PROJECT } from "../../shared/constants";
import { EVENT_TOKEN_HEADER, type TrackingEvent } from "../../shared/tracking/event";
import type { Env, WaitUntilContext } from "../env";
import type { EventSite } from "./event-site";
import { configOf } from "../config";

/**
 * One event to the receiver (SPEC §7): a POST whose JSON body is the event itself, never a list,
 * with the token header and keepalive. The token never leaves the worker.
 */
export function postEvent(env: Env, event: TrackingEvent, signal?: AbortSignal): Promise<Response> {
  const config = configOf(env);
  return fetch(config.EVENT_RECEIVER_URL, {
    method: "POST",
    headers: { "content-type": "application/json", [EVENT_TOKEN_HEADER]: config.EVENT_RECEIVER_TOKEN },
    body: JSON.stringify(event),
    keepalive: true,
    ...(signal ? { signal } : {}),
  });
}

/** A server-side event about this request (the app-error views the worker decides on), for its site's brand when known. */
export function serverEvent(
  env: Env,
  site: EventSite,
  eventName: string,
  logLevel: TrackingEvent["logLevel"],
  eventProperties: Record<string, unknown> = {},
): TrackingEvent {
  return {
    eventName,
    logLevel,
    eventProperties,
    eventData: {
      appVersion: configOf(env).APP_VERSION,
      domain: site.domain,
      brand: site.brand,
      subBrand: site.subBrand,
      product: null,
      cartId: null,
      externalUserId: null,
      fingerprint: null,
      sessionFingerprint: null,
    },
    project: TRACKING_PROJECT,
  };
}

/** Fire-and-forget in `waitUntil`; a failure is logged, never surfaced to the shopper. */
export function trackFromWorker(env: Env, ctx: WaitUntilContext, event: TrackingEvent): void {
  ctx.waitUntil(
    postEvent(env, event)
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) console.warn(`event receiver answered ${response.status} for ${event.eventName}`);
      })
      .catch((error: unknown) => console.warn(`event receiver unreachable for ${event.eventName}`, error)),
  );
}
