import type { MiddlewareHandler } from "hono";
import { backendErrorResponse } from "./backend-error-response";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses unsafe requests (POST, PUT, PATCH, DELETE …) that a browser sends on behalf of another
 * site: beacons, error reports, the API proxy and every page action alike. Browsers say where a
 * request comes from in `Sec-Fetch-Site` (trusted, set by the browser) or, for older ones, in
 * `Origin`; only our own origin may write. A request with neither header is not a browser acting
 * for another site (curl, a server), so it carries no shopper's cookies to abuse and passes.
 *
 * Hono's `csrf` middleware is not enough here: it only looks at form-like content types, so a
 * JSON beacon from another site would pass. This follows the same rule as Go's
 * http.CrossOriginProtection. The refused body is read afterwards by drainUnreadBody.
 */
export const refuseCrossSiteWrites: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  if (SAFE_METHODS.has(request.method.toUpperCase()) || !isCrossSite(request)) return next();
  return backendErrorResponse(403, "CROSS_SITE_REQUEST", `${request.method} from another site is refused`, { vary: "Origin, Sec-Fetch-Site" });
};

export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin;
}
