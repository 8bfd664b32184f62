import { normalizeHostname } from "../brand";

type PurgeTarget = { ok: true; domain: string } | { ok: false; message: string };

/**
 * `?domain=` of the purge endpoint, or the request's own domain: spelled as the brand lookup
 * spells it (so the purge hits the keys pages read), and refused unless it is a hostname, so a
 * purge can never be aimed at a KV key outside the domain's own two.
 */
export function purgeTargetFrom(domainParam: string | undefined, fallbackDomain: () => string | null): PurgeTarget {
  const domain = domainParam === undefined ? fallbackDomain() : normalizeHostname(domainParam);
  if (domain === null) return { ok: false, message: "domain must be a hostname such as viaggi.example.com" };
  return { ok: true, domain };
}
