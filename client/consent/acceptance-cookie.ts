import { acceptanceCookieString, type CookieType } from "../../shared/consent";

/**
 * Writes the shopper's choice where the worker will read it on the next request. The browser
 * writes it (not a server round trip) so the choice applies at once; Secure whenever on https.
 */
export function storeAcceptanceCookie(accepted: readonly CookieType[]): void {
  document.cookie = acceptanceCookieString(accepted, { secure: location.protocol === "https:" });
}
