import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The sandbox's access tokens: `sbx.<base64url JSON {sub, domain, exp}>.<signature>`. Opaque to
 * the storefront, but the sandbox can verify them statelessly, so a restarted sandbox still
 * accepts a cookie it issued earlier (until it expires).
 */

export interface AccessTokenClaims {
  /** The member's externalUserId. */
  sub: string;
  domain: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

// Not a secret: it only stops hand-edited tokens from passing as valid in tests.
const SIGNING_KEY = "travel-storefront-sandbox";

function signatureOf(payload: string): string {
  return createHmac("sha256", SIGNING_KEY).update(payload).digest("base64url").slice(0, 22);
}

export function issueAccessToken(sub: string, domain: string, expireInSeconds: number, nowMs = Date.now()): string {
  const claims: AccessTokenClaims = { sub, domain, exp: Math.floor(nowMs / 1000) + expireInSeconds };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `sbx.${payload}.${signatureOf(payload)}`;
}

export type TokenCheck = { valid: true; claims: AccessTokenClaims } | { valid: false; reason: "malformed" | "bad-signature" | "expired" };

export function verifyAccessToken(token: string, nowMs = Date.now()): TokenCheck {
  const [prefix, payload, signature, ...rest] = token.split(".");
  if (prefix !== "sbx" || !payload || !signature || rest.length > 0) return { valid: false, reason: "malformed" };
  const expected = Buffer.from(signatureOf(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: "bad-signature" };
  let claims: AccessTokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as AccessTokenClaims;
  } catch {
    return { valid: false, reason: "malformed" };
  }
  if (typeof claims.sub !== "string" || typeof claims.exp !== "number") return { valid: false, reason: "malformed" };
  if (claims.exp * 1000 <= nowMs) return { valid: false, reason: "expired" };
  return { valid: true, claims };
}

/** Reads `Authorization: Bearer …`: absent → none; present → its verification. */
export function bearerOf(authorization: string | undefined): { present: false } | ({ present: true } & TokenCheck) {
  if (!authorization) return { present: false };
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match?.[1]) return { present: true, valid: false, reason: "malformed" };
  return { present: true, ...verifyAccessToken(match[1]) };
}
