import { EVENT_TOKEN_HEADER, type TrackingEvent } from "../../shared/tracking/event";
import type { Env } from "../env";
import type { ErrorReporter } from "../observability";

/**
 * Pauses before each retry. With a 5 s cap per attempt the worst case (4 attempts, all hanging)
 * stays near 21 s, inside the 30 s waitUntil allows after the response.
 */
export const RETRY_DELAYS_MS = [200, 400, 800] as const;
const ATTEMPT_TIMEOUT_MS = 5_000;

type Attempt = { delivered: true } | { delivered: false; retryable: boolean; reason: string };

async function postOnce(env: Env, events: TrackingEvent[]): Promise<Attempt> {
  try {
    const response = await fetch(env.EVENT_RECEIVER_URL, {
      method: "POST",
      // The token is added here, at the edge: the browser never sees it.
      headers: { "content-type": "application/json", [EVENT_TOKEN_HEADER]: env.EVENT_RECEIVER_TOKEN },
      body: JSON.stringify(events),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { delivered: true };
    // A 4xx means this request will never be accepted (bad token, contract change): retrying
    // only delays the report. Rate limits and server errors may pass.
    const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
    return { delivered: false, retryable, reason: `HTTP ${response.status}` };
  } catch (error) {
    return { delivered: false, retryable: true, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers a validated batch to the event receiver, retrying with backoff within the request's
 * lifetime. A batch that still fails is reported (log + Sentry), at most once a minute per
 * isolate with the count of the others, so a receiver that is down costs one report, not one per batch.
 */
export async function forwardEvents(env: Env, events: TrackingEvent[], reporterFor: () => ErrorReporter, delays: readonly number[] = RETRY_DELAYS_MS): Promise<boolean> {
  let last: Attempt = { delivered: false, retryable: true, reason: "not attempted" };
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) await sleep(delays[attempt - 1]!);
    last = await postOnce(env, events);
    if (last.delivered) return true;
    if (!last.retryable) break;
  }
  const reason = last.delivered ? "" : last.reason;
  const report = failureReports.take(Date.now());
  if (!report.due) return false;
  // The reporter (a Toucan instance when SENTRY_DSN is set) is only made for a report that goes.
  const reporter = reporterFor();
  reporter.captureMessage(`event receiver refused a beacon batch: ${reason}`, "error", {
    events: events.length,
    eventNames: [...new Set(events.map((event) => event.eventName))],
    reason,
    // Batches lost since the last report and not reported one by one.
    unreportedBatches: report.suppressed,
  });
  await reporter.flush();
  return false;
}

/** A receiver that is down fails every batch: one report a minute per isolate says it as well. */
export const FAILURE_REPORT_INTERVAL_MS = 60_000;

/** Reports at most once per interval, counting the failures it kept quiet about in between. */
export function reportThrottle(intervalMs: number) {
  let lastAt = -Infinity;
  let suppressed = 0;
  return {
    take(now: number): { due: true; suppressed: number } | { due: false } {
      if (now - lastAt < intervalMs) {
        suppressed += 1;
        return { due: false };
      }
      const report = { due: true as const, suppressed };
      lastAt = now;
      suppressed = 0;
      return report;
    },
  };
}

// Per isolate: module state lives as long as the isolate does.
const failureReports = reportThrottle(FAILURE_REPORT_INTERVAL_MS);
