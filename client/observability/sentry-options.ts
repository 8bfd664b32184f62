import type { BrowserOptions, ErrorEvent } from "@sentry/react";
import { SENTRY_RATES } from "../../shared/constants";
import { BEACON_PATH } from "../tracking/beacon-queue";
import { redactUrlsIn } from "../../shared/observability/redact-url";

/**
 * The error reporter's configuration (SPEC §8, §9). Kept apart from the SDK's start so the rules
 * read in one place: rates, what is ignored, and where reports go.
 */

/** Same origin, passed on by the worker to the DSN's ingest (worker/observability/sentry-tunnel.ts). */
const SENTRY_TUNNEL_PATH = "/monitoring";

/**
 * Network trouble and timeouts are the shopper's connection, not our bug, and a failed dynamic
 * import is a deploy that replaced the chunk: the next navigation reloads. Browsers word each
 * differently (Chromium, Firefox, Safari).
 */
export const IGNORED_ERRORS: Array<string | RegExp> = [
  /failed to fetch/i,
  /networkerror when attempting to fetch/i,
  /network ?error/i,
  /network request failed/i,
  /^(TypeError: )?load failed$/i,
  /the network connection was lost/i,
  /timed? ?out/i,
  /timeouterror/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /ChunkLoadError/,
];

/**
 * Tracking traffic (SPEC §8: events with breadcrumbs to the event receiver). The browser only ever
 * talks to the worker's /beacon, which stands in for the receiver. sendBeacon leaves no breadcrumb;
 * the fetch fallback does, when beacons are failing, and such errors are tracking noise.
 */
const TRACKING_URL = new RegExp(`^(https?://[^/]+)?${BEACON_PATH}(\\?|$)`);

export function hitsTracking(event: ErrorEvent): boolean {
  return (event.breadcrumbs ?? []).some((crumb) => {
    if (crumb.category !== "fetch" && crumb.category !== "xhr") return false;
    const url = crumb.data?.url;
    return typeof url === "string" && TRACKING_URL.test(url);
  });
}

/**
 * Reports keep no key to a booking or a session: cart ids, request uuids, proposal ids and the
 * sign-in token `a` are cut from every URL in an event, breadcrumb or transaction name (the
 * shared rule of shared/observability/redact-url.ts, which the worker's reports use too).
 */
export const withoutPrivateIds = redactUrlsIn;

export function sentryOptions({ dsn, release, environment }: { dsn: string; release: string; environment: string }): BrowserOptions {
  return {
    dsn,
    release,
    environment,
    tunnel: SENTRY_TUNNEL_PATH,
    tracesSampleRate: SENTRY_RATES.traces,
    replaysSessionSampleRate: SENTRY_RATES.replaysSession,
    replaysOnErrorSampleRate: SENTRY_RATES.replaysOnError,
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event) => (hitsTracking(event) ? null : withoutPrivateIds(event)),
    beforeSendTransaction: (event) => withoutPrivateIds(event),
    beforeBreadcrumb: (breadcrumb) => withoutPrivateIds(breadcrumb),
  };
}
