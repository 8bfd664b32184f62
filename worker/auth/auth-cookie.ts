import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { AuthApiModel } from "../../shared/api/auth";
import { COOKIE_NAMES } from "../../shared/constants";

/** Browsers cap cookie lifetimes at 400 days, and Hono refuses a longer Max-Age. */
const MAX_COOKIE_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The access token as `Abp.AuthToken`: HttpOnly so page script (and any injected script) never
 * sees it; the proxy turns it into `Authorization: Bearer`. It lives as long as the token.
 */
export function setAuthTokenCookie(c: Context, auth: AuthApiModel): void {
  setCookie(c, COOKIE_NAMES.authToken, auth.accessToken, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    maxAge: Math.min(auth.expireInSeconds, MAX_COOKIE_AGE_SECONDS),
  });
}

/** A refused sign-in ends the previous session too (SPEC §8: the auth result is cleared). */
export function clearAuthTokenCookie(c: Context): void {
  deleteCookie(c, COOKIE_NAMES.authToken, { path: "/", httpOnly: true, secure: true, sameSite: "Lax" });
}
