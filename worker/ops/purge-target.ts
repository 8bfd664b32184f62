import * as v from "valibot";

/**
 * `?domain=` of the purge endpoint: a DNS hostname (labels of letters, digits and inner hyphens),
 * lower-cased, without a trailing dot. Anything else is refused, so a purge can never be aimed at
 * a KV key outside the domain's own two.
 */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const DomainParamSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.transform((value) => value.replace(/\.$/, "")),
  v.regex(HOSTNAME, "must be a hostname such as viaggi.example.com"),
);

export type PurgeTarget = { ok: true; domain: string } | { ok: false; message: string };

export function purgeTargetFrom(domainParam: string | undefined, fallbackDomain: () => string): PurgeTarget {
  if (domainParam === undefined) return { ok: true, domain: fallbackDomain() };
  const parsed = v.safeParse(DomainParamSchema, domainParam);
  if (!parsed.success) return { ok: false, message: `domain ${parsed.issues[0].message}` };
  return { ok: true, domain: parsed.output };
}
