import { atom } from "jotai";
import { hasMeasurementConsent, type StoredConsent } from "../../shared/consent";
import type { ThirdPartyScripts } from "../consent/third-party-scripts";
import { brandConfigAtom } from "./brand";

/** Cookie types of SPEC §3 (the encoding lives in shared/consent.ts, shared with the worker). */
export { COOKIE_TYPES, type CookieType } from "../../shared/consent";

/**
 * The shopper's stored choice: the accepted type keys, or null when nothing is stored yet (then
 * the banner shows). Seeded from the cookie the worker read, updated on every choice.
 */
export const consentAtom = atom<StoredConsent>(null);

export const hasMeasurementConsentAtom = atom((get) => hasMeasurementConsent(get(consentAtom)));

/** The brand's external scripts (SPEC §4, §7), as the root loader chose them. */
export const thirdPartyScriptsAtom = atom<ThirdPartyScripts>({ cookieManager: null, analyticsTag: null });

/**
 * Whether an external cookie manager handles consent on this page: Lastminute brands with the
 * manager's URL configured (SPEC §4).
 */
const externalCookieManagerAtom = atom((get) => get(thirdPartyScriptsAtom).cookieManager !== null);

/**
 * The built-in banner and preferences serve every other brand, and also a Lastminute brand whose
 * manager is not configured: a page must never be left without any way to choose.
 */
export const usesBuiltInConsentAtom = atom((get) => get(brandConfigAtom) !== null && !get(externalCookieManagerAtom));

/** The banner: built-in consent and no choice stored. Server and browser agree, so it never flashes. */
export const consentBannerVisibleAtom = atom((get) => get(usesBuiltInConsentAtom) && get(consentAtom) === null);

/** Whether the preferences dialog is open (opened from the banner or the footer link). */
export const consentPreferencesOpenAtom = atom(false);

export type { StoredConsent };
