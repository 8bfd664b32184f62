import { TRACKING_PROJECT } from "../../shared/constants";
import type { TrackingEvent } from "../../shared/tracking/event";
import { loadBrand, resolveDomain } from "../brand";
import type { Env, WaitUntilContext } from "../env";

/** The site a beacon was sent to: its domain and brand, as the edge resolves them for pages. */
export interface BeaconSite {
  domain: string;
  brand: string;
  subBrand: string | null;
}

/** Null when the host serves no brand: a beacon there speaks for no shop and is refused. */
export async function siteOf(env: Env, requestUrl: string, ctx: WaitUntilContext): Promise<BeaconSite | null> {
  const domain = resolveDomain(requestUrl, env.BRAND_DOMAIN);
  if (!domain) return null;
  const lookup = await loadBrand(env, domain, ctx);
  if (lookup.kind !== "found") return null;
  return { domain, brand: lookup.brand.brand.brandName, subBrand: lookup.brand.brand.brandBase };
}

/**
 * The event with the site's own domain, brand and project, and the member the edge verified
 * (null for anyone else): a page can speak neither for another site nor for another member.
 */
export function forThisSite(event: TrackingEvent, site: BeaconSite, memberId: string | null): TrackingEvent {
  return {
    ...event,
    eventData: { ...event.eventData, domain: site.domain, brand: site.brand, subBrand: site.subBrand, externalUserId: memberId },
    project: TRACKING_PROJECT,
  };
}
