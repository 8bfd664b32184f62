// From the types module, not the barrel: the barrel also exports the Strapi schema, whose valibot
// calls run on import and would ship to every page.
import { isLastminuteBrand, type BrandConfig } from "../../shared/brand-config/types";
import { isFeatureOn } from "../../shared/features";
import type { FlagState } from "../../shared/flags";

/** The external scripts a brand loads (SPEC §4, §7), each a URL from the worker's vars or null. */
export interface ThirdPartyScripts {
  cookieManager: string | null;
  analyticsTag: string | null;
}

const NONE: ThirdPartyScripts = { cookieManager: null, analyticsTag: null };

/** Only Lastminute brands load them; every other brand has the built-in banner and no tag. */
export function thirdPartyScriptsFor(brand: BrandConfig, configured: ThirdPartyScripts): ThirdPartyScripts {
  return isLastminuteBrand(brand) ? configured : NONE;
}

/** The analytics tag loads only with the tracking flag on. */
export function analyticsTagUrl(scripts: ThirdPartyScripts, flags: FlagState): string | null {
  return isFeatureOn(flags, "trackingScripts") ? scripts.analyticsTag : null;
}
