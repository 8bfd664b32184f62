import { cookiePairs } from "../../shared/cookie-header";
import { COOKIE_NAMES } from "../../shared/constants";
import { CART_ACCESS_COOKIE } from "../cart-access";
import { MEMBER_COOKIE } from "../auth/member-cookie";
import { SEARCH_DESCRIBING_PARAMS } from "../../shared/search-query";
import { envSecretValues, type EnvSecretName } from "../config";
import type { Env } from "../env";

/**
 * What of a request may travel to the error reporter. Allowlists, not blocklists: a header or query
 * parameter added tomorrow stays out until someone decides it is harmless. Cookies never go
 * (auth token, XSRF token, cart grants, member), nor Authorization, nor the sign-in token of `?a=`.
 */
export const REPORTED_REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "cf-ipcountry",
  "cf-ray",
  "content-length",
  "content-type",
  "host",
  "user-agent",
];

/** The query parameters of SPEC §2 that describe a search, plus the dev route's and /exception's. */
export const REPORTED_SEARCH_PARAMS = [...SEARCH_DESCRIBING_PARAMS, "type", "where"];

/** Cookies whose values must never appear anywhere in a report, even inside an error message. */
const SECRET_COOKIES = [COOKIE_NAMES.authToken, COOKIE_NAMES.xsrf, CART_ACCESS_COOKIE, MEMBER_COOKIE];
/** Shorter values are too common to redact without mangling ordinary text. */
const MIN_SECRET_LENGTH = 6;

/**
 * The secret strings this request carries or the worker holds, so a report can be scrubbed of
 * them wherever they ended up (an upstream error message quoting a header, a URL in a stack…).
 */
export function secretsOf(request: Request, env: Partial<Pick<Env, EnvSecretName>>): string[] {
  // Every value sent under a secret cookie's name, a repeated one included.
  const secretCookieValues = cookiePairs(request.headers.get("cookie"))
    .filter(([name]) => (SECRET_COOKIES as readonly string[]).includes(name))
    .map(([, value]) => value);
  const authorization = request.headers.get("authorization");
  const candidates = [
    ...secretCookieValues,
    authorization,
    authorization?.replace(/^\w+\s+/, ""),
    new URL(request.url).searchParams.get("a"),
    // Every secret of Env (env.ts classifies them), so a new one is covered once it is classified.
    ...envSecretValues(env),
  ];
  const secrets = new Set<string>();
  for (const value of candidates) {
    if (!value || value.length < MIN_SECRET_LENGTH) continue;
    secrets.add(value);
    // Cookie and query values often travel URL-encoded as well, or decoded from how they were sent.
    secrets.add(encodeURIComponent(value));
    secrets.add(decodedOrSame(value));
  }
  return [...secrets].sort((a, b) => b.length - a.length);
}

function decodedOrSame(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A deep copy of `value` with every secret replaced; applied to each event before it is sent. */
export function redacted<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  let text = JSON.stringify(value);
  for (const secret of secrets) text = text.split(JSON.stringify(secret).slice(1, -1)).join("[redacted]");
  return JSON.parse(text) as T;
}
