import type { BrowserContext } from "playwright-core";
import type { Cart, CreateCartBody } from "../../../shared/api/cart";
import { COOKIE_NAMES } from "../../../shared/constants";
// @ts-expect-error: a plain .mjs module of the bench, without types
import { loopbackRequest } from "../../../scripts/bench/loopback.mjs";
import { brandUrl } from "./servers";

/** The cart grants this test process's "browser" was given, per brand origin (cookie values). */
const grants = new Map<string, string>();

/**
 * Makes a cart the way the shop's own page does, through the edge's proxy (CreateCart), so the
 * edge grants it; the grant is kept for the brand and handed to every context openHydrated opens
 * there. A context that never received it is a stranger to these carts.
 */
export async function cartThroughTheEdge(brand: string, body: CreateCartBody): Promise<Cart> {
  const url = brandUrl(brand, "/api/services/app/CartApiService/CreateCart");
  const origin = new URL(url).origin;
  const xsrf = "e2e-xsrf-token";
  const earlier = grants.get(origin);
  const cookie = [`${COOKIE_NAMES.xsrf}=${xsrf}`, ...(earlier ? [`__Host-cart-access=${earlier}`] : [])].join("; ");
  const answer = (await loopbackRequest(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": xsrf, cookie, "sec-fetch-site": "same-origin" },
    body: JSON.stringify(body),
  })) as { status: number; headers: Record<string, string | string[] | undefined>; text: string };
  if (answer.status !== 200) throw new Error(`CreateCart through the edge answered ${answer.status}: ${answer.text}`);
  const setCookies = [answer.headers["set-cookie"] ?? []].flat();
  const grant = setCookies.map((line) => /^__Host-cart-access=([^;]+)/.exec(line)?.[1]).find(Boolean);
  if (!grant) throw new Error("CreateCart through the edge granted no cart access");
  grants.set(origin, grant);
  return (JSON.parse(answer.text) as { result: Cart }).result;
}

/** Gives a context the grants this process holds for `url`'s origin. */
export async function addCartGrants(context: BrowserContext, url: string): Promise<void> {
  const origin = new URL(url).origin;
  const grant = grants.get(origin);
  // Chromium refuses a Secure cookie added for an http:// URL, though it keeps one a *.localhost
  // answer sets; cookies are not per port or scheme on the way back, so the https origin holds it.
  if (grant) await context.addCookies([{ name: "__Host-cart-access", value: grant, url: origin.replace(/^http:/, "https:"), httpOnly: true, secure: true, sameSite: "Lax" }]);
}
