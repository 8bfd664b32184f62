import { APP_SERVICES_PREFIX } from "../../shared/api/browser-calls";

/**
 * Which request paths may reach the backend. Only the app services' prefix is proxied (token
 * auth never is: silent sign-in runs at the edge, shared/api/browser-calls.ts), and the path is
 * checked on the URL as the worker received it, before anything decodes it: a backend (or a
 * framework in front of it) that decodes `%2f`, `%2e` or `\` a second time must never be handed
 * a path that climbs out of the prefix. App service paths are identifiers (`Service/Method`), so
 * anything else in them is refused rather than cleaned up.
 */

/** One path segment: letters, digits, `_` and `-` (no dots, no percent escapes, no colons). */
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const MAX_SEGMENTS_AFTER_PREFIX = 4;

type ApiPathCheck = { ok: true; path: string } | { ok: false; reason: string };

/** The path part of a request URL string, exactly as it appears (no decoding, no normalising). */
function rawPathOf(requestUrl: string): string {
  const afterScheme = requestUrl.indexOf("://");
  const pathStart = requestUrl.indexOf("/", afterScheme === -1 ? 0 : afterScheme + 3);
  if (pathStart === -1) return "/";
  const end = requestUrl.slice(pathStart).search(/[?#]/);
  return end === -1 ? requestUrl.slice(pathStart) : requestUrl.slice(pathStart, pathStart + end);
}

export function checkApiPath(requestUrl: string): ApiPathCheck {
  const path = rawPathOf(requestUrl);
  if (path.includes("%")) return { ok: false, reason: "percent-encoded characters are not allowed in API paths" };
  if (path.includes("\\")) return { ok: false, reason: "backslashes are not allowed in API paths" };
  if (!path.startsWith(APP_SERVICES_PREFIX)) return { ok: false, reason: `only ${APP_SERVICES_PREFIX} is proxied` };
  const segments = path.slice(APP_SERVICES_PREFIX.length).split("/");
  if (segments.length > MAX_SEGMENTS_AFTER_PREFIX) return { ok: false, reason: "too many path segments" };
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return { ok: false, reason: "path segments must be non-empty names of letters, digits, '_' or '-'" };
  }
  return { ok: true, path };
}

/**
 * The backend URL for a checked path and the request's query (passed on verbatim). Built by
 * concatenation, never `new URL(path, base)`, and verified to stay on the backend's origin.
 */
export function upstreamUrl(apiBaseUrl: string, path: string, search: string): URL {
  const base = new URL(apiBaseUrl);
  const target = new URL(`${apiBaseUrl.replace(/\/+$/, "")}${path}${search}`);
  if (target.origin !== base.origin) throw new Error(`upstream URL left ${base.origin}`);
  return target;
}
