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
