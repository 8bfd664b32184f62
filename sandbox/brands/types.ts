import type { ProductType } from "../../shared/constants";

/** The four demo brands; the slug names their folder under public/brands/ and their translation keys. */
export type BrandSlug = "demo" | "viaggi" | "hoteles" | "voyages";

export type BannerSlot = "dp" | "h" | "f";
export type DestinationProductType = "DP" | "H" | "F";

export interface DestinationSeed {
  /** IATA city code; the image is public/destinations/<code lowercase>.svg. */
  code: string;
  type: "city" | "beach" | "island" | "mountain" | "coast";
  name: string;
  title: string;
  subtitle: string;
}

/** Brand details exactly as the `brand` relation's attributes in the CMS. */
export interface BrandDetailsAttributes {
  pageTitle: string;
  brandName: string;
  isTopHotelProductType?: boolean;
  productTypesOrder: string[];
  phoneNumber?: string | null;
  phonePrivacyPolicyUrl?: string | null;
  businessClient?: string | null;
  brandBase?: string | null;
  brandOrigin?: string | null;
  hasTokenAuthentication?: boolean;
  freeFlightConditions?: { voucherAmount: number } | null;
  currency?: string | null;
  budgetRestriction?: number | null;
  privacyPolicyUrl?: string | null;
  cookiesPolicyUrl?: string | null;
  termsConditionsUrl?: string | null;
  pointsConversionRate?: number | null;
  customPointsLabel?: string | null;
}

/** A demo brand as written by hand; `strapiDocumentOf` turns it into the CMS document. */
export interface DemoBrand {
  id: number;
  slug: BrandSlug;
  domain: string;
  language: string;
  country: string;
  colors: { primaryColor: string; primarySoftColor: string; primaryTextColor: string };
  /** What the brand sells; each gets the business profile `BP-<SLUG>-<TYPE>`. */
  products: ProductType[];
  details: BrandDetailsAttributes;
  hero: { title: string; subtitle: string };
  productExplanation: { title: string; subtitle: string; description: string };
  productSelector: { showSelector: boolean; extraSelector: boolean };
  offers: { isScalapayClub: boolean };
  /** Promo banners by slot → the route their call to action opens. */
  promo: Partial<Record<BannerSlot, string>>;
  destinations: Partial<Record<DestinationProductType, DestinationSeed[]>>;
  /** The footer's embedded script, a path on the sandbox (made absolute with its origin when served). */
  footerScript?: string;
  /** Not read by the storefront, but the real CMS populates them (SPEC §7). */
  paymentMethods: { code: string; name: string }[];
  paymentProviders: { code: string; name: string }[];
  checkoutOptions: Record<string, unknown>;
}
