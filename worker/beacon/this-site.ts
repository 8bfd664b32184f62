import { TRACKING_PROJECT } from "../../shared/constants";
import type { TrackingEvent } from "../../shared/tracking/event";
import { loadBrand, resolveDomain } from "../brand";
import type { Env, WaitUntilContext } from "../env";
import { eventSiteOf, type EventSite } from "../tracking";

/** Null when the host serves no brand: a beacon there speaks for no shop and is refused. */
export async function siteOf(env: Env, requestUrl: string, ctx: WaitUntilContext): Promise<EventSite | null> {
  const domain = resolveDomain(requestUrl, env.BRAND_DOMAIN);
  if (!domain) return null;
  const lookup = await loadBrand(env, domain, ctx);
  if (lookup.kind !== "found") return null;
  return eventSiteOf(domain, lookup.brand);
}

/** The event with the site's own domain, brand and project: a page cannot speak for another. */
export function forThisSite(event: TrackingEvent, site: EventSite): TrackingEvent {
  return {
    ...event,
    eventData: { ...event.eventData, domain: site.domain, brand: site.brand, subBrand: site.subBrand },
    project: TRACKING_PROJECT,
  };
}
