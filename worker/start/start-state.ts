import type { FlagState } from "../../shared/flags";
import type { ServiceTexts } from "../../shared/service-texts";
import type { BrandLookup } from "../brand";

/** What the start sequence resolved for a page request, once, for every step after it. */
export interface StartState {
  /** The request's own hostname (the brand domain may be fixed by BRAND_DOMAIN). */
  hostname: string;
  domain: string;
  brand: BrandLookup;
  /** Started as soon as the brand is known; null without a brand. */
  flags: Promise<FlagState> | null;
  /** The translation service's texts in the brand's language (null inside: bundled texts only), started beside the flags. */
  texts: Promise<ServiceTexts | null> | null;
}
