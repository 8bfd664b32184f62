/** Business constants of the storefront (SPEC §9). One place, imported by worker and client alike. */

export const PRODUCT_TYPES = ["H", "DP", "F", "FF", "HGH"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const LANGUAGES = ["it", "es", "en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const DEFAULT_CURRENCY = "EUR";
export const PROPOSALS_PAGE_SIZE = 20;
export const DEFAULT_PAGE_NUMBER = 1;
export const REQUEST_TIMEOUT_MS = 60_000;
export const FLIGHT_RETRY_CAP = 10;
export const DEFAULT_SORT = { name: "RECOMMENDED", ascending: true } as const;
export const PRICE_SORT_NAME = "PRICE";

export const LOADING_BAR = { tickMs: 500, maxStep: 15, wrapAfter: 100 } as const;

export const BREAKPOINTS = { mobile: 768, tablet: 1024, smallDesktop: 1240 } as const;

export const SENTRY_RATES = { traces: 1, replaysSession: 0.1, replaysOnError: 0.1 } as const;

export const COOKIE_NAMES = {
  consent: "cookies-acceptance",
  // `__Host-`: set only by this host over HTTPS (loopback counts), never by a sibling subdomain.
  authToken: "__Host-Abp.AuthToken",
  xsrf: "__Host-XSRF-TOKEN",
} as const;
/** The backend's own name for the XSRF cookie: the edge sends the browser's value under it. */
export const BACKEND_XSRF_COOKIE = "XSRF-TOKEN";
export const CONSENT_MAX_AGE_DAYS = 365;

export const STORAGE_KEYS = {
  userFingerprint: "user-fingerprint",
  sessionFingerprint: "session-fingerprint",
} as const;

/**
 * Saved stays (client/saved-stays): what every page may know of them without loading their rules.
 * The storage key is versioned (a later shape gets a new key instead of reading this one wrongly);
 * the event is sent on `window` after this tab writes (other tabs hear `storage`). Here, in the
 * module every page already has, so the header's check adds no chunk to any page.
 */
export const SAVED_STAYS = { key: "saved-stays:v1", changedEvent: "saved-stays-changed", path: "/saved", max: 50 } as const;

/** Feature toggle names the storefront itself reads. */
export const FLAG_NAMES = {
  maintenance: "maintenance-mode",
  tracking: "tracking-scripts",
} as const;

export const TRACKING_PROJECT = "travel-storefront";
