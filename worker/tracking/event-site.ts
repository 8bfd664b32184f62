import type { BrandConfig } from "../../shared/brand-config";

/**
 * Whom an event speaks for: the domain, and the brand when the edge knows it (SPEC §3's eventData
 * brand and subBrand). Browser beacons and the worker's own events take them from here alike.
 */
export interface EventSite {
  domain: string;
  brand: string | null;
  subBrand: string | null;
}

/** The site of `domain`, with its brand's name and base when its configuration is known. */
export function eventSiteOf(domain: string, brand: BrandConfig | null | undefined): EventSite {
  return { domain, brand: brand?.brand.brandName ?? null, subBrand: brand?.brand.brandBase ?? null };
}
