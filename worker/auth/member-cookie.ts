import { firstCookie } from "../../shared/cookie-header";
import { base64url, hmacKeyOf, macOf, sameSecret } from "../cart-access/signing-key";

/**
 * Who is signed in, as the edge saw it at sign-in: `__Host-member` holds the member's id (and the
 * name the backend gave, for the header's "signed in as") and a keyed MAC over them and the brand
 * domain. HttpOnly like the token beside it. The edge reads it to check that a member's cart is
 * opened by that member, to tell one member from another when a sign-in link arrives, and to say
 * who is signed in; it is never a credential for the backend (the token is).
 */
export const MEMBER_COOKIE = "__Host-member";

export interface SignedInMember {
  /**
   * The backend's id for the member (AuthenticateExternal's externalUserId, ours); null when the
   * backend gave none (SPEC §3 names only the token and its lifetime): signed in all the same.
   */
  id: string | null;
  /** As the backend names the member (AuthenticateExternal's displayName), or null. */
  name: string | null;
}

const VALUE = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{22})$/;

function fromBase64url(text: string): string | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The payload: the bare id (as cookies set before names were kept), or `[id, name]` as JSON (either may be null). */
const payloadOf = (member: SignedInMember) => (member.id !== null && !member.name && !member.id.startsWith("[") ? member.id : JSON.stringify([member.id, member.name]));
/** A member without an id is MACed under its own label, so it can never pass for an id's cookie. */
const macParts = (domain: string, member: SignedInMember) =>
  member.id === null ? ["member-without-id", domain, member.name ?? ""] : member.name ? ["member", domain, member.id, member.name] : ["member", domain, member.id];

const presentOrNull = (value: unknown): value is string | null => value === null || (typeof value === "string" && value !== "");

function memberOf(payload: string): SignedInMember | null {
  if (!payload.startsWith("[")) return { id: payload, name: null };
  try {
    const [id, name] = JSON.parse(payload) as unknown[];
    return presentOrNull(id) && presentOrNull(name) ? { id, name } : null;
  } catch {
    return null;
  }
}

export async function memberCookieValue(secret: string, member: SignedInMember, domain: string): Promise<string> {
  const mac = await macOf(await hmacKeyOf(secret), macParts(domain, member));
  return `${base64url(new TextEncoder().encode(payloadOf(member)))}.${mac}`;
}

/** The member a Cookie header names, when its MAC is this edge's for this domain; else null. */
export async function memberFrom(secret: string | null, cookieHeader: string | null, domain: string): Promise<SignedInMember | null> {
  const match = VALUE.exec(firstCookie(cookieHeader, MEMBER_COOKIE) ?? "");
  if (!secret || !match) return null;
  const payload = fromBase64url(match[1]!);
  const member = payload ? memberOf(payload) : null;
  if (!member) return null;
  const expected = await macOf(await hmacKeyOf(secret), macParts(domain, member));
  return sameSecret(match[2]!, expected) ? member : null;
}
