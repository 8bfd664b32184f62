import type { ApiTransport } from "../../shared/api/transport";
import { BACKEND_XSRF_COOKIE, COOKIE_NAMES } from "../../shared/constants";
import { cookiesOf } from "../http/request-cookies";
import { backendTransport } from "./backend-transport";
import { searchSharingFetch } from "./shared-searches";

/**
 * The transport route loaders call the backend with: straight to `API_BASE_URL` (no hop through
 * our own proxy), on behalf of `request`'s shopper. The bearer from `Abp.AuthToken` and the XSRF
 * pair are read here and live only in this closure: loaders get the transport, never the cookie.
 * Every call is tied to the visitor's presence (`options.signal`, worker/ssr/visitor-presence.ts;
 * the request's own signal by default): when they go away, the page's backend calls stop.
 * The brand configuration and flags are loaded elsewhere, shared across requests, and not tied.
 */
export function loaderTransport(
  apiBaseUrl: string,
  request: Request,
  options: { signal?: AbortSignal; searchSharing?: { forMs: number; waitUntil: (promise: Promise<unknown>) => void } } = {},
): ApiTransport {
  const cookies = cookiesOf(request);
  const bearer = cookies.decoded(COOKIE_NAMES.authToken);
  const xsrf = cookies.decoded(COOKIE_NAMES.xsrf);
  return backendTransport(apiBaseUrl, {
    signal: options.signal ?? request.signal,
    // Anonymous visitors' identical searches share one CreateSearch (shared-searches.ts).
    ...(bearer || !options.searchSharing ? {} : { fetch: searchSharingFetch(new URL(request.url).hostname, options.searchSharing.forMs, options.searchSharing.waitUntil) }),
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
