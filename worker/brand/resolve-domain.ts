/** The brand's domain: the fixed `BRAND_DOMAIN` when set, else the request's hostname. */
export function resolveDomain(requestUrl: string, brandDomain: string | undefined): string {
  const fixed = brandDomain?.trim();
  if (fixed) return fixed.toLowerCase();
  return new URL(requestUrl).hostname.toLowerCase().replace(/\.$/, "");
}
