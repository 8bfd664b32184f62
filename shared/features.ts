import { FLAG_NAMES } from "./constants";
import type { FlagState } from "./flags";

/**
 * What each feature flag turns on or off, decided here and nowhere else: the worker's loaders,
 * the header, the landing, the results, the checkout and the deals all ask `isFeatureOn`.
 *
 * A flag the backend's list does not name (or a list that failed to load, SPEC §4) leaves a
 * feature shoppers already have on, and keeps one still being rolled out off: a flags outage must
 * neither take the map away nor show an unfinished checkout.
 */
const FEATURES = {
  /** The whole shop answers 503 with the maintenance page. */
  maintenance: { flag: FLAG_NAMES.maintenance, whenUnnamed: false },
  /** The brand's analytics tag loads (with the shopper's consent). */
  trackingScripts: { flag: FLAG_NAMES.tracking, whenUnnamed: false },
  /** The deals list (/deals) and the links to it in the header and the landing's product tabs. */
  dealsList: { flag: "deals-list", whenUnnamed: true },
  /** The map beside the hotel results. */
  hotelMap: { flag: "hotel-map", whenUnnamed: true },
  /** The checkout's seat selection step (seats are otherwise assigned at check-in). */
  newCheckout: { flag: "new-checkout", whenUnnamed: false },
  /** "Or three interest-free payments with Scalapay" beside the totals of the detail and checkout. */
  scalapay: { flag: "show-scalapay", whenUnnamed: false },
  /**
   * A card the shopper points at, presses or focuses fetches its page's code and static parts
   * before the tap (client/components/intent); off, pages load on the tap only.
   */
  intentPrefetch: { flag: "intent-prefetch", whenUnnamed: true },
} as const satisfies Record<string, { flag: string; whenUnnamed: boolean }>;

type Feature = keyof typeof FEATURES;

/** The backend's name of a feature's flag (for the developer tools' flag panel and overrides). */
export function flagNameOf(feature: Feature): string {
  return FEATURES[feature].flag;
}

export function isFeatureOn(flags: FlagState, feature: Feature): boolean {
  const { flag, whenUnnamed } = FEATURES[feature];
  return flags.enabled[flag] ?? whenUnnamed;
}

/** Every feature's state at once: what a page's code reads (client/state/flags.ts). */
export function featuresOf(flags: FlagState): Record<Feature, boolean> {
  return Object.fromEntries(Object.keys(FEATURES).map((feature) => [feature, isFeatureOn(flags, feature as Feature)])) as Record<Feature, boolean>;
}

export function isMaintenanceOn(flags: FlagState): boolean {
  return isFeatureOn(flags, "maintenance");
}
