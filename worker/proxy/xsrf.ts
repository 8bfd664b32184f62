import { COOKIE_NAMES } from "../../shared/constants";
import { sameSecret } from "../signing";

/**
 * The XSRF double submit (DESIGN "Tokens stay server-side"): an unsafe call must echo the
 * `XSRF-TOKEN` cookie in the `X-XSRF-TOKEN` header. A cross-site page can make the browser send
 * the cookie but cannot read it, so it cannot produce the header.
 */

export const XSRF_HEADER = "X-XSRF-TOKEN";
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function needsXsrfCheck(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/** Missing header or cookie counts as a mismatch; the comparison is the signing module's constant-time one. */
export async function xsrfTokensMatch(header: string | undefined, cookie: string | undefined): Promise<boolean> {
  return Boolean(header && cookie) && (await sameSecret(header!, cookie!));
}

export const XSRF_COOKIE = COOKIE_NAMES.xsrf;
