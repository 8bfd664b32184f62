import { firstCookie } from "../../shared/cookie-header";
import { base64url, hmacKeyOf, macOf, sameSecret } from "../cart-access/signing-key";

/**
 * Who is signed in, as the edge saw it at sign-in: `__Host-member` holds the member's id and a
 * keyed MAC over it and the brand domain. HttpOnly like the token beside it. The edge reads it to
 * check that a member's cart is opened by that member, and to tell one member from another when
 * a sign-in link arrives; it is never a credential for the backend (the token is).
 */
export const MEMBER_COOKIE = "__Host-member";

const VALUE = /^([A-Za-z0-9_-]{1,172})\.([A-Za-z0-9_-]{22})$/;

function fromBase64url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

export async function memberCookieValue(secret: string, memberId: string, domain: string): Promise<string> {
  const mac = await macOf(await hmacKeyOf(secret), ["member", domain, memberId]);
  return `${base64url(new TextEncoder().encode(memberId))}.${mac}`;
}

/** The member a Cookie header names, when its MAC is this edge's for this domain; else null. */
export async function memberIdFrom(secret: string | null, cookieHeader: string | null, domain: string): Promise<string | null> {
  const match = VALUE.exec(firstCookie(cookieHeader, MEMBER_COOKIE) ?? "");
  if (!secret || !match) return null;
  const memberId = fromBase64url(match[1]!);
  if (!memberId) return null;
  const expected = await macOf(await hmacKeyOf(secret), ["member", domain, memberId]);
  return sameSecret(match[2]!, expected) ? memberId : null;
}
