import type { RequestCookies } from "../http/request-cookies";
import { base64url, bytesOfBase64url, hmacKeyOf, macOf, sameSecret } from "../signing";

/**
 * Who is signed in, as the edge saw it at sign-in: `__Host-member` holds the member's id and name
 * (as the backend gave them, either may be absent), when the session ends, and a keyed MAC over
 * them, the brand domain and the access token itself. HttpOnly like the token beside it.
 *
 * The member is believed only beside the very token it was issued with, and only until that
 * token's lifetime ends: a member cookie copied on its own, kept after sign-out, or paired with
 * another session's token is nobody. The edge reads it to check that a member's cart is opened by
 * that member and to say who is signed in; it is never a credential for the backend (the token is).
 */
export const MEMBER_COOKIE = "__Host-member";

export interface SignedInMember {
  /** The backend's id for the member (AuthenticateExternal's externalUserId), or null when it gave none. */
  id: string | null;
  /** As the backend names the member (AuthenticateExternal's displayName), or null. */
  name: string | null;
}

interface MemberPayload {
  id: string | null;
  name: string | null;
  /** When the session ends, in seconds since the epoch (the token's lifetime). */
  expires: number;
}

const VALUE = /^([A-Za-z0-9_-]{1,600})\.([A-Za-z0-9_-]{22})$/;

function textOfBase64url(text: string): string | null {
  const bytes = bytesOfBase64url(text);
  try {
    return bytes ? new TextDecoder("utf-8", { fatal: true }).decode(bytes) : null;
  } catch {
    return null;
  }
}

const optionalText = (value: unknown): value is string | null => value === null || (typeof value === "string" && value !== "");

function payloadOf(text: string): MemberPayload | null {
  try {
    const { id, name, expires } = JSON.parse(text) as Record<string, unknown>;
    if (!optionalText(id) || !optionalText(name) || typeof expires !== "number" || !Number.isFinite(expires)) return null;
    return { id, name, expires };
  } catch {
    return null;
  }
}

const macParts = (domain: string, payload: MemberPayload, token: string) => [
  "member",
  domain,
  payload.id ?? "",
  payload.name ?? "",
  String(payload.expires),
  token,
];

/** The cookie's value for `member`, signed in with `token` until `expires` (seconds since the epoch). */
export async function memberCookieValue(secret: string, member: SignedInMember, domain: string, token: string, expires: number): Promise<string> {
  const payload: MemberPayload = { id: member.id, name: member.name, expires };
  const mac = await macOf(await hmacKeyOf(secret), macParts(domain, payload, token));
  return `${base64url(new TextEncoder().encode(JSON.stringify(payload)))}.${mac}`;
}

/**
 * The member the request's cookies name, when the MAC is this edge's for this domain and the
 * access token sent beside it, and the session has not ended; else null.
 */
export async function memberFrom(secret: string | null, cookies: RequestCookies, authToken: string | undefined, domain: string, nowMs = Date.now()): Promise<SignedInMember | null> {
  const match = VALUE.exec(cookies.raw(MEMBER_COOKIE) ?? "");
  if (!secret || !match || !authToken) return null;
  const text = textOfBase64url(match[1]!);
  const payload = text ? payloadOf(text) : null;
  if (!payload || payload.expires * 1000 <= nowMs) return null;
  const expected = await macOf(await hmacKeyOf(secret), macParts(domain, payload, authToken));
  return (await sameSecret(match[2]!, expected)) ? { id: payload.id, name: payload.name } : null;
}
