import type { CookieType } from "../../shared/consent";

/**
 * Google Consent Mode v2. The storefront's cookie types map onto its four signals: measurement
 * grants analytics storage; there is no advertising type (SPEC §3), so the ad signals stay denied.
 */
type ConsentSignal = "granted" | "denied";
interface ConsentModeState {
  ad_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

export const CONSENT_MODE_DEFAULTS: ConsentModeState = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

/** How long the tag waits for the cookie manager's update before applying the defaults. */
const WAIT_FOR_UPDATE_MS = 500;

/**
 * The inline script that runs before the analytics tag can do anything: the standard gtag stub
 * (commands queue in dataLayer until the tag loads and replays them in order) and the defaults.
 * Because the tag replays the queue, the defaults apply first even if the async tag's file happens
 * to arrive before this script runs.
 */
export function consentModeDefaultsScript(): string {
  const defaults = JSON.stringify({ ...CONSENT_MODE_DEFAULTS, wait_for_update: WAIT_FOR_UPDATE_MS });
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments);}",
    `gtag("consent","default",${defaults});`,
    'gtag("js",new Date());',
  ].join("");
}

export function consentModeStateFor(accepted: readonly CookieType[]): ConsentModeState {
  return { ...CONSENT_MODE_DEFAULTS, analytics_storage: accepted.includes("measurement") ? "granted" : "denied" };
}

type Gtag = (command: "consent", action: "update", state: ConsentModeState) => void;

/** Follows a built-in choice in Consent Mode, when a tag is on the page (otherwise nothing to do). */
export function updateConsentMode(accepted: readonly CookieType[]): void {
  const gtag = (globalThis as { gtag?: Gtag }).gtag;
  if (typeof gtag === "function") gtag("consent", "update", consentModeStateFor(accepted));
}
