import { BACKEND_XSRF_COOKIE, COOKIE_NAMES } from "../../shared/constants";
import { XSRF_COOKIE } from "./xsrf";
import { cookiesOf } from "../http/request-cookies";

/**
 * What crosses the proxy, by allowlist in both directions: a header the shop's calls do not need
 * never reaches the backend, and nothing the backend sets beyond its answer's description reaches
 * the browser (no `Set-Cookie` planting cookies on the brand's host, no CORS opening the API to
 * other sites). A new header needs a line here and a reason.
 */

/** Browser headers the backend reads: the body's description, negotiation, the XSRF echo, conditional GETs. */
const FORWARDED_REQUEST_HEADERS = [
  "content-type",
  "content-length",
  "accept",
  "accept-language",
  // The answer's body is passed on still encoded, so the browser's own encodings are the ones to ask for.
  "accept-encoding",
  "api-version",
  "x-xsrf-token",
  "if-none-match",
  "if-modified-since",
];

/** Backend headers the browser needs to read the answer, cache it and retry it. */
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "content-length",
  "content-encoding",
  "cache-control",
  "etag",
  "last-modified",
  "vary",
  "retry-after",
  "allow",
];

function picked(source: Headers, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = source.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * Headers for the backend call: the allowlisted ones plus what the edge adds.
 * - `Authorization` comes only from the auth cookie. A client-sent one is dropped even without the
 *   cookie: browsers hold the token only as an HttpOnly cookie, so the cookie is the one source
 *   of identity and page script can never choose whom a call runs as.
 * - The only cookie forwarded is the XSRF token, under the backend's own name, so the backend may
 *   check the double submit itself.
 * - `X-Forwarded-*` are the worker's, never the client's: the client IP is `CF-Connecting-IP`
 *   when the edge provides it, otherwise unknown and left out.
 * - Without an `Accept-Encoding` from the client the backend is asked for identity, because the
 *   response body is passed on exactly as it arrives.
 */
export function upstreamRequestHeaders(request: Request): Headers {
  const headers = picked(request.headers, FORWARDED_REQUEST_HEADERS);

  const cookies = cookiesOf(request);
  const bearer = cookies.decoded(COOKIE_NAMES.authToken);
  if (bearer) headers.set("authorization", `Bearer ${bearer}`);
  // The XSRF value goes on as the browser sent it (undecoded); an empty one counts as absent.
  const xsrf = cookies.raw(XSRF_COOKIE);
  if (xsrf) headers.set("cookie", `${BACKEND_XSRF_COOKIE}=${xsrf}`);

  const url = new URL(request.url);
  const clientIp = request.headers.get("cf-connecting-ip");
  if (clientIp) headers.set("x-forwarded-for", clientIp);
  headers.set("x-forwarded-host", url.host);
  headers.set("x-forwarded-proto", url.protocol.replace(/:$/, ""));
  if (!headers.has("accept-encoding")) headers.set("accept-encoding", "identity");
  return headers;
}

/** Headers for the browser: only the allowlisted description of the backend's answer. */
export function downstreamResponseHeaders(upstream: Headers): Headers {
  return picked(upstream, FORWARDED_RESPONSE_HEADERS);
}
