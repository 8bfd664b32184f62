import type { Pricing } from "../../shared/api/shopping";
import type { Api } from "../../shared/api/client";
import { logApiError } from "../../shared/api/client/errors";

/** What the detail's price box shows: the final price, a backend still pricing past our wait, or a failure. */
export type PricingState =
  | { kind: "priced"; pricing: Pricing }
  | { kind: "pending" }
  | { kind: "gone" }
  | { kind: "failed" };

export interface PollOptions {
  /** Epoch ms after which no further read starts. */
  deadline: number;
  intervalMs?: number;
  maxReads?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** 200 ms apart, 15 reads at most: a rate the backend cannot confirm in about 3 s is reported, not waited for. */
export const PRICING_POLL = { intervalMs: 200, maxReads: 15 } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * RetrievePricing until the backend says PRICED (SPEC §7: CreatePricing, then RetrievePricing),
 * bounded by a number of reads and a deadline. Never rejects.
 */
export async function pollPricing(api: Api, pricingId: string, options: PollOptions): Promise<PricingState> {
  const { deadline, intervalMs = PRICING_POLL.intervalMs, maxReads = PRICING_POLL.maxReads, sleep = wait, now = Date.now } = options;
  for (let read = 1; read <= maxReads; read++) {
    const result = await api.hotels.retrievePricing(pricingId);
    if (!result.ok) {
      logApiError(result.error);
      return result.error.status === 404 ? { kind: "gone" } : { kind: "failed" };
    }
    if (result.value.status !== "PRICING") return { kind: "priced", pricing: result.value };
    if (read === maxReads || now() + intervalMs >= deadline) break;
    await sleep(intervalMs);
  }
  return { kind: "pending" };
}
