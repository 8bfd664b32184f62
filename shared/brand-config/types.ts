import type { Language, ProductType } from "../constants";

/** The storefront's own, normalized view of a brand (SPEC §3), independent of the CMS's shape. */
export interface BrandConfig {
  id: number;
  domain: string;
  language: Language;
  country: string;
  environment: string;
  theme: BrandTheme;
  landingContent: LandingContent;
  offers: { isScalapayClub: boolean };
  brand: BrandDetails;
  promoCampaign: Record<"dp" | "h" | "f", PromoBanner | null>;
  footer: { legalText: string | null; scriptUrl: string | null };
  destinationProposals: Record<"DP" | "H" | "F", DestinationProposal[]>;
  checkout: BrandCheckout;
}

/**
 * What the brand's checkout offers: the payment methods it accepts (named as the brand names them)
 * and which optional parts of the checkout it shows. Absent options mean "as the cart offers".
 */
export interface BrandCheckout {
  paymentMethods: { code: string; name: string }[];
  options: CheckoutOptions;
}

export interface CheckoutOptions {
  /** Travel insurance among the extras. */
  showInsurance: boolean;
  /** The seat selection step (where the cart has one and the new checkout is on). */
  showSeatSelection: boolean;
  /** The special request to the hotel or airline, with the extras. */
  showSpecialRequest: boolean;
  /** An invoice to a company or another person, with the contact. */
  allowInvoice: boolean;
}

export interface BrandTheme {
  favicon: string | null;
  primaryLogo: string | null;
  primaryMobileLogo: string | null;
  secondaryLogo: string | null;
  primaryColor: string;
  primarySoftColor: string;
  primaryTextColor: string;
}

export interface LandingContent {
  hero: {
    title: string | null;
    subtitle: string | null;
    backgroundUrl: string | null;
    promoImageMobile: string | null;
    promoImageDesktop: string | null;
  };
  productExplanation: { title: string | null; subtitle: string | null; description: string | null };
  productSelector: { extraSelector: boolean; showSelector: boolean };
}

export interface BrandDetails {
  pageTitle: string;
  brandName: string;
  /** businessProfileId per product type, from the brand's product list. */
  businessProfileIds: Partial<Record<ProductType, string>>;
  isTopHotelProductType: boolean;
  /** The products the brand sells, in the order the landing page offers them. */
  productTypesOrder: ProductType[];
  phoneNumber: string | null;
  phonePrivacyPolicyUrl: string | null;
  businessClient: string | null;
  brandBase: string | null;
  brandOrigin: string | null;
  hasSSO: boolean;
  freeFlightConditions: { voucherAmount: number } | null;
  currency: string;
  budgetRestriction: number | null;
  policies: { privacy: string | null; cookies: string | null; termsConditions: string | null };
  pointsConversionRate: number | null;
  customPointsLabel: string | null;
}

export interface PromoBanner {
  ctaKey: string | null;
  ctaUrl: string | null;
  titleKey: string;
  subtitleKey: string | null;
}

export interface DestinationProposal {
  id: number;
  name: string;
  subtitle: string | null;
  type: string | null;
  code: string;
  title: string | null;
  imageUrl: string | null;
}

const LASTMINUTE_ORIGIN = "Lastminute";

export function isLastminuteBrand(brand: BrandConfig): boolean {
  return brand.brand.brandOrigin?.toLowerCase() === LASTMINUTE_ORIGIN.toLowerCase();
}

/** A destination as a search form suggests it and a summary names it. */
export type Place = Pick<DestinationProposal, "code" | "name" | "subtitle">;

/** The parts of a brand only the landing shows (hero, offers, banners, destination cards). */
export type LandingContentOf = Pick<BrandConfig, "landingContent" | "promoCampaign" | "offers" | "destinationProposals">;

/** Parts of a brand only one page reads: the landing's content, the checkout's offer. */
type PageOnlyParts = keyof LandingContentOf | "checkout";

/**
 * What every page of the brand needs: the brand without its landing content, its destination
 * proposals reduced to the places a search form suggests (page-brand.ts).
 */
export type PageBrand = Omit<BrandConfig, PageOnlyParts> & { places: Record<"DP" | "H" | "F", Place[]> };
