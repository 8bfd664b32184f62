import type { Context, MiddlewareHandler } from "hono";
import { isLocalEnvironment } from "../../shared/environment";
import type { AppBindings } from "../app-bindings";
import { proxyErrorResponse } from "../proxy/proxy-errors";
import { busyDocument } from "./busy-page";
import { clientKeyOf, isDataRequest, isLimitedApiCall, isLimitedPage, isLoopbackAddress } from "./limited-requests";
import { configOf } from "../config";

/** The bindings' window (wrangler.toml `[ratelimits.simple] period`): when to come back, at worst. */
const RETRY_AFTER_SECONDS = 10;
const RETRY_HEADERS = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };

/**
 * Whether this request's visitor is over `limiter`'s limit (and counts the request if not).
 * Without the binding nothing is counted; on a local or test run, loopback visitors are not
 * counted: the bench, the soak and the browser tests all come from 127.0.0.1.
 */
async function overLimit(c: Context<AppBindings>, limiter: RateLimit | undefined): Promise<boolean> {
  if (!limiter) return false;
  const client = clientKeyOf(c.req.raw);
  if (!client || (isLocalEnvironment(configOf(c.env).ENVIRONMENT) && isLoopbackAddress(client))) return false;
  const { success } = await limiter.limit({ key: client });
  return !success;
}

/**
 * Results, detail and page actions, counted per visitor with the Workers rate-limiting binding
 * (`SHOPPING_RATE_LIMITER`, wrangler.toml). Which requests count is decided from the route React
 * Router matches, so every spelling of a path counts. Over the limit a visitor gets 429 with
 * Retry-After, as the brand's own small page (or a plain 429 for a client navigation's `.data`),
 * and the backend is not called.
 */
export const limitShoppingRequests: MiddlewareHandler<AppBindings> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!c.env.SHOPPING_RATE_LIMITER || !(await isLimitedPage(c.req.method, url.pathname))) return next();
  if (!(await overLimit(c, c.env.SHOPPING_RATE_LIMITER))) return next();

  const brand = c.get("start")?.brand;
  if (isDataRequest(url.pathname) || brand?.kind !== "found") return c.text("Too many requests: try again shortly.", 429, RETRY_HEADERS);
  return c.html(busyDocument(brand.brand, RETRY_AFTER_SECONDS, `${url.pathname}${url.search}`), 429, RETRY_HEADERS);
};

/**
 * The proxy's searches and pricings (a page's script asking the backend directly) count against
 * the same limit as the pages that make them, answered in the backend's error shape when over.
 */
export const limitProxiedShopping: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!isLimitedApiCall(new URL(c.req.url).pathname)) return next();
  if (!(await overLimit(c, c.env.SHOPPING_RATE_LIMITER))) return next();
  return proxyErrorResponse("TOO_MANY_REQUESTS", `too many searches from this visitor: try again in ${RETRY_AFTER_SECONDS} seconds`, RETRY_HEADERS);
};

/** Beacons, per visitor with `BEACON_RATE_LIMITER`: a page sends a few a minute, a script thousands. */
export const limitBeacons: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (c.req.method !== "POST" || !(await overLimit(c, c.env.BEACON_RATE_LIMITER))) return next();
  return c.json({ error: `too many beacons from this visitor: try again in ${RETRY_AFTER_SECONDS} seconds` }, 429, RETRY_HEADERS);
};
