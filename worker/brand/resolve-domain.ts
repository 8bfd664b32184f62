/**
 * A DNS hostname: labels of letters, digits and inner hyphens, at most 253 characters. Unicode
 * names reach the worker already in their punycode (`xn--`) form, which this accepts.
 */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** No top-level domain is all digits: a name ending in one is an IPv4 literal. */
const NUMERIC_LAST_LABEL = /(?:^|\.)\d+$/;

/**
 * The one spelling of a domain the brand lookup, its cache keys and purges use: lower case,
 * without a port or trailing dots. Null when it is no hostname at all (IP literals, empty,
 * over-long, stray characters): such a request has no brand, and costs no KV or service call.
 */
export function normalizeHostname(raw: string): string | null {
  const candidate = raw.trim().toLowerCase().replace(/\.+$/, "");
  return HOSTNAME.test(candidate) && !NUMERIC_LAST_LABEL.test(candidate) ? candidate : null;
}

/** The brand's domain: the fixed `BRAND_DOMAIN` when set, else the request's hostname. */
export function resolveDomain(requestUrl: string, brandDomain: string | undefined): string | null {
  const fixed = brandDomain?.trim();
  if (fixed) return normalizeHostname(fixed);
  return normalizeHostname(new URL(requestUrl).hostname);
}
