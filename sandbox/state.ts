import { resetSpecOnly } from "./spec/switch";

/**
 * Everything the sandbox remembers between requests: switched flags, armed faults, what the event
 * receiver got, and a log of backend calls so tests can count them. `/__sandbox/reset` clears it.
 */

export type FaultKind =
  | { kind: "status"; status: number; message?: string }
  | { kind: "latency"; ms: number }
  /** The answer made at once (from the state of that moment) and delivered `ms` later: a slow line, not a slow backend. */
  | { kind: "slow-answer"; ms: number }
  | { kind: "hang" }
  /** A 200 whose body is not JSON at all (a proxy's error page, a truncated answer). */
  | { kind: "garbage" }
  /** A backend error in the envelope, e.g. GENERIC_ERROR, NO_CONTENT, CART_EXPIRED. */
  | { kind: "error"; message: string; status?: number }
  /** A well-formed answer chosen by the test (e.g. a hotel named with markup), in the success envelope. */
  | { kind: "answer"; result: unknown };

export interface ArmedFault {
  fault: FaultKind;
  /** How many more calls it applies to; Infinity until cleared. */
  remaining: number;
}

export interface RecordedEvent {
  receivedAt: string;
  token: string | null;
  body: unknown;
}

export interface RecordedCall {
  at: string;
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
  /** When the caller went away before the answer (a timeout, a visitor who left); absent if answered. */
  abandonedAt?: string;
}

export const DEFAULT_PRICING_PENDING_READS = 1;

export const sandboxState = {
  /** domain → flag name → enabled, layered over the default toggles. */
  flagSwitches: new Map<string, Map<string, boolean>>(),
  /** call name (e.g. "ShoppingTransportService/RetrieveProposals") → armed faults in order. */
  faults: new Map<string, ArmedFault[]>(),
  events: [] as RecordedEvent[],
  calls: [] as RecordedCall[],
  /** Brand documents registered by tests under their own domains, over the demo ones. */
  extraBrands: new Map<string, unknown>(),
  /**
   * How many RetrievePricing reads of a new pricing answer PRICING before it is PRICED, like a
   * backend confirming the rate with the hotel. `PUT /__sandbox/pricing { pendingReads }` sets it.
   */
  pricingPendingReads: DEFAULT_PRICING_PENDING_READS,
};

const MAX_RECORDED = 2000;

export function record<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_RECORDED) list.splice(0, list.length - MAX_RECORDED);
}

export function resetSandboxState(): void {
  resetSpecOnly();
  sandboxState.pricingPendingReads = DEFAULT_PRICING_PENDING_READS;
  sandboxState.flagSwitches.clear();
  sandboxState.faults.clear();
  sandboxState.events.length = 0;
  sandboxState.calls.length = 0;
  sandboxState.extraBrands.clear();
}
