import type { MiddlewareHandler } from "hono";
import { isLocalEnvironment } from "../../shared/environment";
import type { AppBindings } from "../env";
import { busyDocument } from "./busy-page";
import { clientKeyOf, isDataRequest, isLimitedRequest, isLoopbackAddress } from "./limited-requests";

/** The binding's window (wrangler.toml `[ratelimits.simple] period`): when to come back, at worst. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * Results, detail and page actions, counted per visitor with the Workers rate-limiting binding
 * (`SHOPPING_RATE_LIMITER`, wrangler.toml): over the limit a visitor gets 429 with Retry-After,
 * as the brand's own small page (or a plain 429 for a client navigation's `.data`), and the
 * backend is not called. Without the binding nothing is counted. On a local or test run, loopback
 * visitors are not counted: the bench, the soak and the browser tests all come from 127.0.0.1.
 */
export const limitShoppingRequests: MiddlewareHandler<AppBindings> = async (c, next) => {
  const limiter = c.env.SHOPPING_RATE_LIMITER;
  const url = new URL(c.req.url);
  if (!limiter || !isLimitedRequest(c.req.method, url.pathname)) return next();
  const client = clientKeyOf(c.req.raw);
  if (!client || (isLocalEnvironment(c.env.ENVIRONMENT) && isLoopbackAddress(client))) return next();

  const { success } = await limiter.limit({ key: client });
  if (success) return next();

  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  const brand = c.get("start")?.brand;
  if (isDataRequest(url.pathname) || brand?.kind !== "found") return c.text("Too many requests: try again shortly.", 429, headers);
  return c.html(busyDocument(brand.brand, RETRY_AFTER_SECONDS, `${url.pathname}${url.search}`), 429, headers);
};
