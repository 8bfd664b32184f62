import type { ProductType } from "../../shared/constants";
import { PRODUCT_EVENT_NAMES } from "../../shared/tracking/event-names";
import type { Tracker } from "./tracker";
import { SEARCH_DESCRIBING_PARAMS } from "../../shared/search-query";

/**
 * The storefront's event names and what each carries. Screens call these helpers instead of
 * spelling names, so the stream stays consistent. Names read `<what happened>.<to what>`, like the
 * spec's `viewed.app-error-[…]`. No personal data: no names, contacts or free text.
 */
export const EVENT_NAMES = PRODUCT_EVENT_NAMES;

/** Search parameters, plus /exception's `type`. Others (the sign-in token `a`) never go. */
const DESCRIBING_PARAMS = [...SEARCH_DESCRIBING_PARAMS, "type"] as const;

export function describingQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const name of DESCRIBING_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== "") query[name] = value;
  }
  return query;
}

export type NavigationKind = "initial" | "push" | "replace" | "pop";

export function trackPageView(tracker: Tracker, page: { pathname: string; search: string; navigation: NavigationKind; previousPath: string | null }): void {
  tracker.track(EVENT_NAMES.pageView, {
    path: page.pathname,
    query: describingQuery(page.search),
    navigation: page.navigation,
    previousPath: page.previousPath,
  });
}

export interface SearchSubmission {
  product: ProductType;
  destination: string | null;
  departure: string | null;
  outboundDate: string | null;
  returnDate: string | null;
  adults: number | null;
}

export function trackSearch(tracker: Tracker, search: SearchSubmission): void {
  tracker.track(EVENT_NAMES.search, { ...search });
}

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

/** Long messages are cut: the event is a signal, the error reporter holds the detail. */
const MAX_MESSAGE_CHARS = 300;

/** SPEC §8: the error boundary's page, a technical event sent whatever the consent. */
export function trackErrorBoundaryView(tracker: Tracker, error: { status: number | null; message: string; path: string }): void {
  tracker.track(
    EVENT_NAMES.errorBoundary,
    { ...error, message: error.message.slice(0, MAX_MESSAGE_CHARS) },
    { category: "technical", logLevel: "error" },
  );
  // The shopper may leave the error page at once; do not wait for the batch timer.
  tracker.flush();
}
