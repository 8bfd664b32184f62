import { COOKIE_NAMES } from "../../shared/constants";
import { firstCookie } from "../../shared/cookie-header";

/**
 * Where and how backend calls go. In the browser: same origin, through the worker's proxy, with
 * cookies and the XSRF header. On the worker during SSR: straight to the backend, carrying the
 * incoming request's bearer and XSRF token.
 */
export interface ApiTransport {
  baseUrl: string;
  fetch: typeof fetch;
  credentials: RequestCredentials;
  headers(): Record<string, string>;
}

/** A cookie's value, URL-decoded (left as sent when it is not valid percent-encoding). */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  const raw = firstCookie(cookieHeader, name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function browserTransport(): ApiTransport {
  return {
    baseUrl: "",
    fetch: (...args) => globalThis.fetch(...args),
    credentials: "include",
    headers(): Record<string, string> {
      const xsrf = readCookie(document.cookie, COOKIE_NAMES.xsrf);
      return xsrf ? { "X-XSRF-TOKEN": xsrf } : {};
    },
  };
}

/** For route loaders on the worker: calls the backend directly on behalf of `request`. */
export function serverTransport(apiBaseUrl: string, request: Request): ApiTransport {
  const cookies = request.headers.get("cookie") ?? "";
  const bearer = readCookie(cookies, COOKIE_NAMES.authToken);
  const xsrf = readCookie(cookies, COOKIE_NAMES.xsrf);
  return {
    baseUrl: apiBaseUrl.replace(/\/$/, ""),
    fetch: (...args) => globalThis.fetch(...args),
    credentials: "omit",
    headers() {
      const headers: Record<string, string> = {};
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      if (xsrf) {
        headers["X-XSRF-TOKEN"] = xsrf;
        headers.Cookie = `${COOKIE_NAMES.xsrf}=${encodeURIComponent(xsrf)}`;
      }
      return headers;
    },
  };
}
