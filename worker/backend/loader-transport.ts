import type { ApiTransport } from "../../shared/api/transport";
import { BACKEND_XSRF_COOKIE, COOKIE_NAMES } from "../../shared/constants";
import { decodedCookie } from "../../shared/cookie-header";
import { backendTransport } from "./backend-transport";

/**
 * The transport route loaders call the backend with: straight to `API_BASE_URL` (no hop through
 * our own proxy), on behalf of `request`'s shopper. The bearer from `Abp.AuthToken` and the XSRF
 * pair are read here and live only in this closure: loaders get the transport, never the cookie.
 * Every call is tied to the request's signal: when the visitor goes away (the runtime aborts it
 * with the `enable_request_signal` compatibility flag), the page's backend calls stop with it.
 * The brand configuration and flags are loaded elsewhere, shared across requests, and not tied.
 */
export function loaderTransport(apiBaseUrl: string, request: Request): ApiTransport {
  const cookies = request.headers.get("cookie") ?? "";
  const bearer = decodedCookie(cookies, COOKIE_NAMES.authToken);
  const xsrf = decodedCookie(cookies, COOKIE_NAMES.xsrf);
  return backendTransport(apiBaseUrl, {
    signal: request.signal,
    headers() {
      const headers: Record<string, string> = {};
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      if (xsrf) {
        headers["X-XSRF-TOKEN"] = xsrf;
        headers.Cookie = `${BACKEND_XSRF_COOKIE}=${encodeURIComponent(xsrf)}`;
      }
      return headers;
    },
  });
}
