import type { ApiTransport } from "../../shared/api/transport";
import { COOKIE_NAMES } from "../../shared/constants";
import { decodedCookie } from "../../shared/cookie-header";

export type { ApiTransport } from "../../shared/api/transport";

/** In the browser: same origin, through the worker's proxy, with cookies and the XSRF header. */
export function browserTransport(): ApiTransport {
  return {
    baseUrl: "",
    fetch: (...args) => globalThis.fetch(...args),
    credentials: "include",
    headers(): Record<string, string> {
      const xsrf = decodedCookie(document.cookie, COOKIE_NAMES.xsrf);
      return xsrf ? { "X-XSRF-TOKEN": xsrf } : {};
    },
  };
}
