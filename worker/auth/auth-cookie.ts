import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AuthApiModel } from "../../shared/api/auth";
import { COOKIE_NAMES } from "../../shared/constants";
import { MEMBER_COOKIE, memberCookieValue } from "./member-cookie";

/** Browsers cap cookie lifetimes at 400 days, and Hono refuses a longer Max-Age. */
const MAX_COOKIE_AGE_SECONDS = 400 * 24 * 60 * 60;
const SESSION_COOKIE = { path: "/", httpOnly: true, secure: true, sameSite: "Lax" } as const;

/**
 * The access token as `__Host-Abp.AuthToken`: HttpOnly so page script (and any injected script)
 * never sees it; `__Host-` so no sibling subdomain can plant one; the proxy turns it into
 * `Authorization: Bearer`. Beside it, who signed in (`__Host-member`, signed), for the edge's own
 * checks. Both live as long as the token. Without a signing key the member is not remembered, and
 * a member's carts then stay closed (the doors fail shut).
 */
export async function setAuthTokenCookie(c: Context, auth: AuthApiModel, signingSecret: string | null, domain: string): Promise<void> {
  const maxAge = Math.min(auth.expireInSeconds, MAX_COOKIE_AGE_SECONDS);
  setCookie(c, COOKIE_NAMES.authToken, auth.accessToken, { ...SESSION_COOKIE, maxAge });
  if (!signingSecret) {
    deleteCookie(c, MEMBER_COOKIE, SESSION_COOKIE);
    return;
  }
  // Signed over the token and its end: the member is believed only beside this token, until then.
  const member = { id: auth.externalUserId ?? null, name: auth.displayName ?? null };
  const expires = Math.floor(Date.now() / 1000) + maxAge;
  setCookie(c, MEMBER_COOKIE, await memberCookieValue(signingSecret, member, domain, auth.accessToken, expires), { ...SESSION_COOKIE, maxAge });
}

/** A refused sign-in ends the previous session too (SPEC §8: the auth result is cleared). */
export function clearAuthTokenCookie(c: Context): void {
  deleteCookie(c, COOKIE_NAMES.authToken, SESSION_COOKIE);
  deleteCookie(c, MEMBER_COOKIE, SESSION_COOKIE);
}
