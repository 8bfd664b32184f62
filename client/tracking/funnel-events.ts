import type { ProductType } from "../../shared/constants";
import { EVENT_NAMES } from "./events";
import type { Tracker } from "./tracker";

/**
 * The shopping funnel's events after the search: filters applied, a proposal chosen, checkout
 * steps reached and completed. Their own module, imported by the results and checkout screens
 * directly, so the code every page loads (page views, the search) carries none of them.
 */

/** For the proposal screens' filter panels: one event per applied change. */
export function trackFilterChange(tracker: Tracker, change: { product: ProductType; filter: string; value: string | number | boolean | null | readonly (string | number)[] }): void {
  tracker.track(EVENT_NAMES.filterChange, { ...change });
}

/** For the proposal lists: which proposal, at which position of which page. */
export function trackProposalChoice(tracker: Tracker, choice: { product: ProductType; proposalId: string; position: number; page: number }): void {
  tracker.track(EVENT_NAMES.proposalChoice, { ...choice });
}

/** For the checkout's funnel: each view the shopper reaches (a step, or the confirmation). */
export function trackCheckoutStep(tracker: Tracker, step: { step: string; product: ProductType | null }): void {
  tracker.track(EVENT_NAMES.checkoutStep, { ...step });
}

/** …and each step the shopper completed (moved on from, forward). */
export function trackCheckoutStepCompleted(tracker: Tracker, step: { step: string; product: ProductType | null }): void {
  tracker.track(EVENT_NAMES.checkoutStepCompleted, { ...step });
}
