import type { MiddlewareHandler } from "hono";
import { cookiesOf } from "../http/request-cookies";
import { COOKIE_NAMES } from "../../shared/constants";
import { signingSecretOf } from "../signing";
import type { AppBindings } from "../app-bindings";
import { clearAuthTokenCookie, setAuthTokenCookie } from "./auth-cookie";
import { authenticateExternal } from "./authenticate-external";
import { externalSignInRequestOf } from "./external-token";

/** The exception page shows sign-in failures, so it must never start one (SPEC §2, §4). */
const EXCEPTION_PATH = "/exception";
const SIGN_IN_FAILED_LOCATION = "/exception?type=401";

/**
 * Whether the browser followed a link from another site to get here (`Sec-Fetch-Site`, set by the
 * browser itself; `Referer` for browsers without it). A link typed, bookmarked or followed on our
 * own pages is the shopper's own doing; one from another site may be anybody's.
 */
function arrivedFromAnotherSite(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/**
 * Silent external sign-in at the edge (SPEC §4, DESIGN "Tokens stay server-side"): a page
 * request carrying `?a=` exchanges it for an access token, stores it as an HttpOnly cookie and
 * redirects to the same URL without `a`, so the token never reaches page script or history.
 *
 * A link from another site is somebody else's word, so it may sign a shopper in but never change
 * who is signed in: with a session already open it is not exchanged at all (the shopper stays
 * who they were and lands on the page without `a`), and a refused token from another site leaves
 * the session as it was. The token is never logged: it travels in the exchange's body only.
 */
export const silentSignIn: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  if (new URL(c.req.url).pathname.replace(/\/+$/, "") === EXCEPTION_PATH) return next();
  const signIn = externalSignInRequestOf(c.req.url);
  if (!signIn) return next();

  const lookup = c.get("start").brand;
  if (lookup.kind !== "found") return next();

  c.header("Cache-Control", "no-store");
  const fromAnotherSite = arrivedFromAnotherSite(c.req.raw);
  const signedIn = Boolean(cookiesOf(c.req.raw).decoded(COOKIE_NAMES.authToken));
  if (fromAnotherSite && signedIn) return c.redirect(signIn.returnTo, 302);

  const auth = await authenticateExternal(c.env, c.executionCtx, signIn.token, lookup.brand.domain);
  if (!auth) {
    if (!fromAnotherSite) clearAuthTokenCookie(c);
    return c.redirect(SIGN_IN_FAILED_LOCATION, 302);
  }
  await setAuthTokenCookie(c, auth, signingSecretOf(c.env), c.get("start").domain);
  return c.redirect(signIn.returnTo, 302);
};

