import type { Context } from "hono";
import type { AppBindings } from "../app-bindings";
import { clearAuthTokenCookie } from "./auth-cookie";
import { configOf } from "../config";

/**
 * Where a sign-in or sign-out returns: a path on this site, else the home page (no open redirect).
 * Checked after parsing as well as before: dot segments (`/.//evil.example`, `/%2e//…`) resolve
 * to a path starting `//`, which a browser or the provider would read as another host.
 */
export function returnPathOf(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  try {
    // Resolved against a placeholder origin: anything that would leave it is refused.
    const url = new URL(raw, "https://return.invalid");
    if (url.origin !== "https://return.invalid" || /^\/[\/\\]/.test(url.pathname)) return "/";
    return `${url.pathname}${url.search}`;
  } catch {
    return "/";
  }
}

/**
 * `GET /sign-in?return=/path`: starts the brand's single sign-on. The provider's login page
 * (SSO_LOGIN_URL) gets the brand's domain and the absolute URL to come back to; it returns there
 * with `?a=<token>`, which the silent sign-in exchanges (silent-sign-in.ts). Only brands with SSO
 * (hasSSO) on an edge that knows the provider have it; elsewhere it is not found.
 */
export function startSignIn(c: Context<AppBindings>): Response {
  const lookup = c.get("start").brand;
  const loginUrl = configOf(c.env).SSO_LOGIN_URL;
  if (lookup.kind !== "found" || !lookup.brand.brand.hasSSO || !loginUrl) return c.text("Not Found", 404);
  const back = new URL(returnPathOf(c.req.query("return")), c.req.url);
  const target = new URL(loginUrl);
  target.searchParams.set("domain", lookup.brand.domain);
  target.searchParams.set("returnUrl", back.href);
  c.header("Cache-Control", "no-store");
  return c.redirect(target.href, 302);
}

/**
 * `POST /sign-out` (a form on our own pages; another site's is refused before it gets here): the
 * access token and the member cookie are cleared at the edge, then back to where the shopper was.
 */
export async function signOut(c: Context<AppBindings>): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const back = returnPathOf(typeof form.return === "string" ? form.return : null);
  clearAuthTokenCookie(c);
  c.header("Cache-Control", "no-store");
  return c.redirect(back, 303);
}
