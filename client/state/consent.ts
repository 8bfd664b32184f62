import { atom } from "jotai";

/** Cookie types of SPEC §3: technical is required and always on; measurement is optional. */
export const COOKIE_TYPES = ["technical", "measurement"] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];

/**
 * The shopper's stored choice: the accepted type keys, or null when nothing is stored yet (then
 * the banner shows). Seeded from the cookie the worker read, updated on every choice.
 */
export const consentAtom = atom<CookieType[] | null>(null);

export const hasMeasurementConsentAtom = atom((get) => get(consentAtom)?.includes("measurement") ?? false);
