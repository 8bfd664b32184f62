import type { MiddlewareHandler } from "hono";
import type { AppBindings } from "../env";
import { clearAuthTokenCookie, setAuthTokenCookie } from "./auth-cookie";
import { authenticateExternal } from "./authenticate-external";
import { externalSignInRequestOf } from "./external-token";

/** The exception page shows sign-in failures, so it must never start one (SPEC §2, §4). */
const EXCEPTION_PATH = "/exception";
export const SIGN_IN_FAILED_LOCATION = "/exception?type=401";

/**
 * Silent external sign-in at the edge (SPEC §4, DESIGN "Tokens stay server-side"): a page
 * request carrying `?a=` exchanges it for an access token, stores it as an HttpOnly cookie and
 * redirects to the same URL without `a`, so the token never reaches page script or history.
 * The brand comes from the start sequence (c.var.start); without one there is no domain to sign
 * in to, and the page renderer shows the missing-brand (or failure) page as usual.
 */
export const silentSignIn: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  if (new URL(c.req.url).pathname.replace(/\/+$/, "") === EXCEPTION_PATH) return next();
  const signIn = externalSignInRequestOf(c.req.url);
  if (!signIn) return next();

  const lookup = c.get("start").brand;
  if (lookup.kind !== "found") return next();

  const auth = await authenticateExternal(c.env, c.executionCtx, signIn.token, lookup.brand.domain);
  c.header("Cache-Control", "no-store");
  if (!auth) {
    clearAuthTokenCookie(c);
    return c.redirect(SIGN_IN_FAILED_LOCATION, 302);
  }
  setAuthTokenCookie(c, auth);
  return c.redirect(signIn.returnTo, 302);
};
