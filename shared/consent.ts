import * as v from "valibot";
import { lazySchema } from "./lazy-schema";
import { CONSENT_MAX_AGE_DAYS, COOKIE_NAMES } from "./constants";

/**
 * Cookie consent encoding (SPEC §3, §4, §9): what the `cookies-acceptance` cookie and the legacy
 * consent cookie mean, and how a shopper's choice is written back. Pure: the worker reads cookies
 * with it before rendering, the browser writes them with it.
 */

/** Cookie types of SPEC §3, in display order: technical is required and always on. */
export const COOKIE_TYPES = ["technical", "measurement"] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];
export const REQUIRED_COOKIE_TYPE: CookieType = "technical";
export const OPTIONAL_COOKIE_TYPES = COOKIE_TYPES.filter((type) => type !== REQUIRED_COOKIE_TYPE);

/** The accepted type keys, or null when the shopper has not chosen yet (the banner shows). */
export type StoredConsent = CookieType[] | null;

export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;

/**
 * The consent cookie of the previous consent manager, still on returning shoppers' browsers: an
 * IAB-like list of purpose flags, `true,false,true,false,true`. Its fifth entry (1-based, i.e.
 * index 4) is the measurement purpose; true there also counts as measurement consent (SPEC §9).
 */
export const LEGACY_CONSENT_COOKIE = "cookie-consent";
export const LEGACY_MEASUREMENT_ENTRY = 5;

/** Far above any real value: a longer cookie is not ours. */
const MAX_COOKIE_LENGTH = 256;
const KEY = "[a-z][a-z0-9_-]*";

function isCookieType(key: string): key is CookieType {
  return (COOKIE_TYPES as readonly string[]).includes(key);
}

/** Cookie libraries often URL-encode the commas (`%2C`); a broken escape is simply malformed. */
function decoded(raw: string): string | null {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Orders, dedupes and always includes the required type. */
export function normalizeAccepted(keys: Iterable<string>): CookieType[] {
  const accepted = new Set<string>(keys);
  accepted.add(REQUIRED_COOKIE_TYPE);
  return COOKIE_TYPES.filter((type) => accepted.has(type));
}

/**
 * `technical,measurement`: comma-separated keys, spaces around commas tolerated, any case.
 * Well-formed keys this storefront does not know (a retired type) are dropped; the required type is
 * added because storing anything means the shopper has chosen.
 */
const acceptanceCookieSchema = /* @__PURE__ */ lazySchema(() =>
  v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_COOKIE_LENGTH),
  v.regex(new RegExp(`^${KEY}(\\s*,\\s*${KEY})*$`, "i")),
  v.transform((value) => normalizeAccepted(value.split(",").map((key) => key.trim().toLowerCase()).filter(isCookieType))),
  ),
);

/** `true,false,…`: booleans only; anything else is not a legacy consent we can rely on. */
const legacyConsentSchema = /* @__PURE__ */ lazySchema(() =>
  v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_COOKIE_LENGTH),
  v.regex(/^(true|false)(\s*,\s*(true|false))*$/i),
  v.transform((value) => value.split(",").map((entry) => entry.trim().toLowerCase() === "true")),
  ),
);

/** The `cookies-acceptance` value as accepted keys; missing or malformed counts as nothing stored. */
export function parseAcceptanceCookie(raw: string | undefined): StoredConsent {
  if (raw === undefined) return null;
  const value = decoded(raw);
  if (value === null) return null;
  const result = v.safeParse(acceptanceCookieSchema(), value);
  return result.success ? result.output : null;
}

/** Whether the legacy cookie's fifth entry is true (missing, short or malformed: false). */
export function legacyMeasurementConsent(raw: string | undefined): boolean {
  if (raw === undefined) return false;
  const value = decoded(raw);
  if (value === null) return false;
  const result = v.safeParse(legacyConsentSchema(), value);
  return result.success && result.output[LEGACY_MEASUREMENT_ENTRY - 1] === true;
}

/**
 * The consent a request carries. The current cookie wins when it holds a valid choice: it is the
 * newer, explicit decision, and a withdrawal must never be undone by an older cookie. Without it, a
 * legacy measurement consent counts as a choice (technical + measurement), so returning shoppers
 * are not asked again; a legacy cookie that refused or is unreadable leaves the question open.
 */
export function consentFromCookies(cookies: Readonly<Record<string, string | undefined>>): StoredConsent {
  const current = parseAcceptanceCookie(cookies[COOKIE_NAMES.consent]);
  if (current) return current;
  if (legacyMeasurementConsent(cookies[LEGACY_CONSENT_COOKIE])) return normalizeAccepted(["measurement"]);
  return null;
}

/** What the shopper did: the three choices of SPEC §4. */
export type ConsentChoice =
  | { kind: "accept-all" }
  | { kind: "reject-all" }
  | { kind: "save"; chosen: readonly CookieType[] };

/** Accept all = every key, reject all = only the required one, save = required + chosen. */
export function acceptedTypesFor(choice: ConsentChoice): CookieType[] {
  switch (choice.kind) {
    case "accept-all":
      return [...COOKIE_TYPES];
    case "reject-all":
      return [REQUIRED_COOKIE_TYPE];
    case "save":
      return normalizeAccepted(choice.chosen);
  }
}

export function serializeAcceptance(accepted: readonly CookieType[]): string {
  return normalizeAccepted(accepted).join(",");
}

/**
 * The `document.cookie` assignment that stores a choice for 365 days. Not HttpOnly: the browser
 * writes it, so a choice applies without a round trip. Secure whenever the page is on https.
 */
export function acceptanceCookieString(accepted: readonly CookieType[], { secure }: { secure: boolean }): string {
  const attributes = [`Path=/`, `Max-Age=${CONSENT_MAX_AGE_SECONDS}`, "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  return [`${COOKIE_NAMES.consent}=${serializeAcceptance(accepted)}`, ...attributes].join("; ");
}

export function hasMeasurementConsent(consent: StoredConsent): boolean {
  return consent?.includes("measurement") ?? false;
}
