import { demoDocumentFor } from "../../../sandbox/brands";
import { brandConfigFromStrapi } from "../../../shared/brand-config/from-strapi";
import type { BrandConfig } from "../../../shared/brand-config";

/** A demo brand's configuration as the worker reads it: the sandbox's document through the real mapping. */
export function demoBrandConfig(domain: string): BrandConfig {
  const parsed = brandConfigFromStrapi(demoDocumentFor(domain));
  if (!parsed.ok) throw new Error(`demo brand ${domain} does not parse: ${parsed.issues.join("; ")}`);
  return parsed.brand;
}
