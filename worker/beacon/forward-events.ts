import type { TrackingEvent } from "../../shared/tracking/event";
import type { Env } from "../env";
import type { ErrorReporter } from "../observability";
import { postEvent } from "../tracking";
import { withAtMostInFlight } from "./in-flight-pool";

/**
 * Pauses before each retry. With a 5 s cap per attempt the worst case of one event (4 attempts,
 * all hanging) stays near 21 s, inside the 30 s waitUntil allows after the response.
 */
const RETRY_DELAYS_MS = [200, 400, 800] as const;
const ATTEMPT_TIMEOUT_MS = 5_000;
/**
 * The receiver takes one event per POST (SPEC §7), so a beacon fans out at the edge: this many of
 * its events are on their way at once, the rest wait their turn.
 */
export const RECEIVER_REQUESTS_IN_FLIGHT = 4;
/** No attempt starts (and none outlasts) this long after the beacon: waitUntil ends at 30 s. */
const BATCH_DEADLINE_MS = 25_000;

type Attempt = { delivered: true } | { delivered: false; retryable: boolean; reason: string };

async function postOnce(env: Env, event: TrackingEvent, timeoutMs: number): Promise<Attempt> {
  try {
    // The token is added there, at the edge: the browser never sees it.
    const response = await postEvent(env, event, AbortSignal.timeout(timeoutMs));
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

/** What the events of one beacon share: the time they have, and whether the receiver is known down. */
interface BatchRun {
  deadlineAt: number;
  /** Set when an event failed through all its retries: the ones not yet sent would fare alike. */
  receiverDown: boolean;
}

async function deliver(env: Env, event: TrackingEvent, delays: readonly number[], run: BatchRun): Promise<Attempt> {
  // Events already on their way finish their retries; the ones still waiting are not sent.
  if (run.receiverDown) return { delivered: false, retryable: true, reason: "not attempted: the receiver failed for good earlier in the batch" };
  let last: Attempt = { delivered: false, retryable: true, reason: "not attempted" };
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt > 0) await sleep(delays[attempt - 1]!);
    const left = run.deadlineAt - Date.now();
    if (left <= 0) return attempt === 0 ? { delivered: false, retryable: true, reason: "not attempted: out of time" } : last;
    last = await postOnce(env, event, Math.min(ATTEMPT_TIMEOUT_MS, left));
    if (last.delivered || !last.retryable) return last;
  }
  run.receiverDown = true;
  return last;
}

/**
 * Delivers a validated batch to the event receiver, one event per POST with at most
 * RECEIVER_REQUESTS_IN_FLIGHT at once, each retried with backoff within the request's lifetime.
 * Events that still fail are reported (log + Sentry) once for the batch, at most once a minute per
 * isolate with the count of the others, so a receiver that is down costs one report, not one per batch.
 */
export async function forwardEvents(env: Env, events: TrackingEvent[], reporterFor: () => ErrorReporter, delays: readonly number[] = RETRY_DELAYS_MS): Promise<boolean> {
  const run: BatchRun = { deadlineAt: Date.now() + BATCH_DEADLINE_MS, receiverDown: false };
  const outcomes = await withAtMostInFlight(events, RECEIVER_REQUESTS_IN_FLIGHT, (event) => deliver(env, event, delays, run));
  const lost = events.filter((_, index) => !outcomes[index]!.delivered);
  if (lost.length === 0) return true;
  const failures = outcomes.filter((outcome): outcome is Extract<Attempt, { delivered: false }> => !outcome.delivered);
  // The first real answer says most: "not attempted" follows from it.
  const reason = (failures.find((failure) => !failure.reason.startsWith("not attempted")) ?? failures[0]!).reason;
  const report = failureReports.take(Date.now());
  if (!report.due) return false;
  // The reporter (a Toucan instance when SENTRY_DSN is set) is only made for a report that goes.
  const reporter = reporterFor();
  reporter.captureMessage(`event receiver refused a beacon batch: ${reason}`, "error", {
    events: events.length,
    lost: lost.length,
    eventNames: [...new Set(lost.map((event) => event.eventName))],
    reason,
    // Batches lost since the last report and not reported one by one.
    unreportedBatches: report.suppressed,
  });
  await reporter.flush();
  return false;
}

/** A receiver that is down fails every batch: one report a minute per isolate says it as well. */
const FAILURE_REPORT_INTERVAL_MS = 60_000;

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
