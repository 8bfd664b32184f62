import type { Pricing } from "../../shared/api/shopping";
import type { Api } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";

/**
 * What the detail's price box shows: the final price, a backend still saying PRICING when the
 * budget ran out, calls that did not answer within it, the offer gone, or a failure.
 */
export type PricingState =
  | { kind: "priced"; pricing: Pricing }
  | { kind: "pending" }
  | { kind: "timed-out" }
  | { kind: "gone" }
  | { kind: "failed" };

interface PollOptions {
  /** Epoch ms after which no further read starts. */
  deadline: number;
  /** The first wait between reads; each next one doubles, up to `maxIntervalMs`. */
  intervalMs?: number;
  maxIntervalMs?: number;
  maxReads?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * 200 ms apart at first (most rates are confirmed in moments), then backing off to one read a
 * second: a hotel slow to confirm is waited for until the search budget (60 s), not reported
 * after a few seconds. The read cap only guards against a deadline that never comes.
 */
const PRICING_POLL = { intervalMs: 200, maxIntervalMs: 1_000, maxReads: 120 } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * RetrievePricing until the backend says PRICED (SPEC §7: CreatePricing, then RetrievePricing),
 * until the deadline (the search budget). Never rejects.
 */
export async function pollPricing(api: Api, pricingId: string, options: PollOptions): Promise<PricingState> {
  const { deadline, intervalMs = PRICING_POLL.intervalMs, maxIntervalMs = PRICING_POLL.maxIntervalMs, maxReads = PRICING_POLL.maxReads, sleep = wait, now = Date.now } = options;
  let interval = intervalMs;
  for (let read = 1; read <= maxReads; read++) {
    const result = await api.hotels.retrievePricing(pricingId);
    if (!result.ok) {
      logApiError(result.error);
      if (result.error.kind === "timeout") return { kind: "timed-out" };
      return result.error.status === 404 ? { kind: "gone" } : { kind: "failed" };
    }
    if (result.value.status !== "PRICING") return { kind: "priced", pricing: result.value };
    if (read === maxReads || now() + interval >= deadline) break;
    await sleep(interval);
    interval = Math.min(interval * 2, maxIntervalMs);
  }
  return { kind: "pending" };
}
