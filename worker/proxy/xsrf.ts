import { COOKIE_NAMES } from "../../shared/constants";

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

/** Missing header or cookie counts as a mismatch; the comparison takes the same time for any equal-length pair. */
export function xsrfTokensMatch(header: string | undefined, cookie: string | undefined): boolean {
  if (!header || !cookie) return false;
  const encoder = new TextEncoder();
  const a = encoder.encode(header);
  const b = encoder.encode(cookie);
  // timingSafeEqual needs equal lengths; the length of a random token is no secret.
  if (a.byteLength !== b.byteLength) return false;
  return (crypto.subtle as WorkersSubtleCrypto).timingSafeEqual(a, b);
}

/** workerd's non-standard constant-time compare (the DOM lib's SubtleCrypto type hides it). */
type WorkersSubtleCrypto = SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

export const XSRF_COOKIE = COOKIE_NAMES.xsrf;
