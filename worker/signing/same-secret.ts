/**
 * Constant-time comparison of a presented secret (a token, a MAC, a cookie) with the expected
 * one. Both sides are hashed first, so the compared buffers always have the same length
 * (timingSafeEqual demands it) and neither the time taken nor an early length check tells
 * anything about the expected value, its length included.
 */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([crypto.subtle.digest("SHA-256", encoder.encode(presented)), crypto.subtle.digest("SHA-256", encoder.encode(expected))]);
  return (crypto.subtle as WorkerdSubtleCrypto).timingSafeEqual(a, b);
}

/** workerd's SubtleCrypto extension; the DOM lib's SubtleCrypto type shadows the Workers one. */
type WorkerdSubtleCrypto = SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
