import { appErrorEventName, INITIAL_STATE_ERROR_EVENT, type AppErrorKind } from "./app-error-events";

/**
 * Every event name the product sends, browser and worker alike: the screens spell names through
 * these constants, and the edge forwards a beacon only when each of its events is named here, so
 * a visitor cannot fill the event stream with names of their own.
 */
export const PRODUCT_EVENT_NAMES = {
  pageView: "viewed.page",
  search: "submitted.search",
  filterChange: "changed.filter",
  proposalChoice: "chose.proposal",
  checkoutStep: "viewed.checkout-step",
  checkoutStepCompleted: "completed.checkout-step",
  consentChoice: "consent.choice-saved",
  errorBoundary: appErrorEventName("error-boundary"),
  // One Core Web Vital of one page load (shared/tracking/web-vitals.ts, docs/web-vitals.md).
  webVital: "measured.web-vital",
} as const;

const APP_ERROR_KINDS: readonly AppErrorKind[] = ["brand-config", "maintenance-mode", "error-boundary"];

const KNOWN = new Set<string>([...Object.values(PRODUCT_EVENT_NAMES), ...APP_ERROR_KINDS.map(appErrorEventName), INITIAL_STATE_ERROR_EVENT]);

export function isProductEventName(name: string): boolean {
  return KNOWN.has(name);
}
