import { COOKIE_NAMES } from "../../shared/constants";
import { XSRF_COOKIE } from "./xsrf";
import { firstCookie } from "../../shared/cookie-header";

/**
 * What crosses the proxy in each direction. Hop-by-hop headers describe one connection, not the
 * message, so they stop here both ways (RFC 9110 §7.6.1), together with any header the sender
 * named in `Connection`.
 */
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
];

/**
 * Request headers the worker replaces with its own values (identity, origin, forwarding), and
 * `Expect`: the client's `100-continue` was answered by the runtime already; passed on, the
 * backend's interim 100 came back as the call's answer (a 500 here).
 */
const REPLACED_ON_REQUEST = ["host", "cookie", "authorization", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded", "x-real-ip", "expect"];

function withoutHopByHop(source: Headers): Headers {
  const headers = new Headers(source);
  const named = (source.get("connection") ?? "").split(",").map((name) => name.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...named]) if (name) headers.delete(name);
  return headers;
}

/** A cookie as the browser sent it (values go on undecoded); an empty one counts as absent. */
function rawCookie(cookieHeader: string | null, name: string): string | undefined {
  return firstCookie(cookieHeader, name) || undefined;
}

/**
 * Headers for the backend call.
 * - `Authorization` comes only from the `Abp.AuthToken` cookie. A client-sent one is dropped even
 *   without the cookie: browsers hold the token only as an HttpOnly cookie, so the cookie is the
 *   one source of identity and page script can never choose whom a call runs as.
 * - The only cookie forwarded is `XSRF-TOKEN` (the backend may check the double submit itself).
 * - `X-Forwarded-*` are the worker's, never the client's: the client IP is `CF-Connecting-IP`
 *   when the edge provides it, otherwise unknown and left out. Other `cf-*` headers describe
 *   the hop into the worker and stay behind.
 * - Without an `Accept-Encoding` from the client the backend is asked for identity, because the
 *   response body is passed on exactly as it arrives.
 */
export function upstreamRequestHeaders(request: Request): Headers {
  const headers = withoutHopByHop(request.headers);
  for (const name of REPLACED_ON_REQUEST) headers.delete(name);
  for (const name of [...headers.keys()]) if (name.startsWith("cf-")) headers.delete(name);

  const cookies = request.headers.get("cookie");
  const bearer = rawCookie(cookies, COOKIE_NAMES.authToken);
  if (bearer) headers.set("authorization", `Bearer ${decodeURIComponentSafe(bearer)}`);
  const xsrf = rawCookie(cookies, XSRF_COOKIE);
  if (xsrf) headers.set("cookie", `${XSRF_COOKIE}=${xsrf}`);

  const url = new URL(request.url);
  const clientIp = request.headers.get("cf-connecting-ip");
  if (clientIp) headers.set("x-forwarded-for", clientIp);
  headers.set("x-forwarded-host", url.host);
  headers.set("x-forwarded-proto", url.protocol.replace(/:$/, ""));
  if (!headers.has("accept-encoding")) headers.set("accept-encoding", "identity");
  return headers;
}

/** Headers for the browser: everything the backend said except the hop-by-hop ones. */
export function downstreamResponseHeaders(upstream: Headers): Headers {
  return withoutHopByHop(upstream);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
