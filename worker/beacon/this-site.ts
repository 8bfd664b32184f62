import { TRACKING_PROJECT } from "../../shared/constants";
import type { TrackingEvent } from "../../shared/tracking/event";
import { loadBrand, resolveDomain } from "../brand";
import type { Env, WaitUntilContext } from "../env";
import { eventSiteOf, type EventSite } from "../tracking";
import { configOf } from "../config";

/** Null when the host serves no brand: a beacon there speaks for no shop and is refused. */
export async function siteOf(env: Env, requestUrl: string, ctx: WaitUntilContext): Promise<EventSite | null> {
  const domain = resolveDomain(requestUrl, configOf(env).BRAND_DOMAIN);
  if (!domain) return null;
  const lookup = await loadBrand(env, domain, ctx);
  if (lookup.kind !== "found") return null;
  return eventSiteOf(domain, lookup.brand);
}

/**
 * The event with the site's own domain, brand and project, and the member the edge verified
 * (null for anyone else): a page can speak neither for another site nor for another member. Its
 * eventData names every field of SPEC §3 (null where the page had none), as the receiver expects.
 */
export function forThisSite(event: TrackingEvent, site: EventSite, memberId: string | null): TrackingEvent {
  const data = event.eventData;
  return {
    eventName: event.eventName,
    logLevel: event.logLevel,
    eventProperties: event.eventProperties,
    eventData: {
      appVersion: data.appVersion,
      externalUserId: memberId,
      brand: site.brand,
      subBrand: site.subBrand,
      cartId: data.cartId ?? null,
      product: data.product ?? null,
      domain: site.domain,
      fingerprint: data.fingerprint ?? null,
      sessionFingerprint: data.sessionFingerprint ?? null,
    },
    project: TRACKING_PROJECT,
  };
}
