import * as v from "valibot";
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES, type Language, type ProductType } from "../constants";
import { effectiveProductTypes, isProductType } from "../product-type";
import { StrapiBrandConfigurationSchema, type StrapiBrandConfiguration } from "./strapi-schema";
import type { BrandCheckout, BrandConfig, DestinationProposal } from "./types";

type Attributes = StrapiBrandConfiguration["data"]["attributes"];
type Media = Attributes["theme"]["favicon"];

type BrandConfigParseResult =
  | { ok: true; brand: BrandConfig }
  | { ok: false; issues: string[] };

/** Validates the configuration service's document and maps it to the storefront's BrandConfig. */
export function brandConfigFromStrapi(document: unknown): BrandConfigParseResult {
  const parsed = v.safeParse(StrapiBrandConfigurationSchema, document);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`),
    };
  }
  return { ok: true, brand: mapAttributes(parsed.output.data.id, parsed.output.data.attributes) };
}

function mapAttributes(id: number, a: Attributes): BrandConfig {
  return {
    id,
    domain: a.domain,
    language: languageOf(a.language),
    country: a.country.toUpperCase(),
    environment: a.environment ?? "production",
    theme: themeOf(a.theme),
    landingContent: landingOf(a.landingContent),
    offers: { isScalapayClub: a.offers?.isScalapayClub ?? false },
    brand: brandDetailsOf(a),
    promoCampaign: promoCampaignOf(a),
    footer: { legalText: a.footer?.legalText ?? null, scriptUrl: a.footer?.scriptUrl ?? null },
    destinationProposals: destinationsOf(a),
    checkout: checkoutOf(a),
  };
}

function themeOf(theme: Attributes["theme"]): BrandConfig["theme"] {
  return {
    favicon: urlOf(theme.favicon),
    primaryLogo: urlOf(theme.primaryLogo),
    primaryMobileLogo: urlOf(theme.primaryMobileLogo),
    secondaryLogo: urlOf(theme.secondaryLogo),
    primaryColor: theme.primaryColor,
    primarySoftColor: theme.primarySoftColor,
    primaryTextColor: theme.primaryTextColor,
  };
}

function landingOf(content: Attributes["landingContent"]): BrandConfig["landingContent"] {
  const hero = content?.hero;
  const explanation = content?.productExplanation;
  const selector = content?.productSelector;
  return {
    hero: {
      title: hero?.title ?? null,
      subtitle: hero?.subtitle ?? null,
      backgroundUrl: urlOf(hero?.background),
      promoImageMobile: urlOf(hero?.promoImageMobile),
      promoImageDesktop: urlOf(hero?.promoImageDesktop),
    },
    productExplanation: {
      title: explanation?.title ?? null,
      subtitle: explanation?.subtitle ?? null,
      description: explanation?.description ?? null,
    },
    productSelector: {
      extraSelector: selector?.extraSelector ?? false,
      showSelector: selector?.showSelector ?? true,
    },
  };
}

function brandDetailsOf(a: Attributes): BrandConfig["brand"] {
  const details = a.brand?.data?.attributes;
  const isTopHotel = details?.isTopHotelProductType ?? false;
  const { businessProfileIds, productTypes } = productsOf(a, isTopHotel);
  return {
    pageTitle: details?.pageTitle ?? a.domain,
    brandName: details?.brandName ?? a.domain,
    businessProfileIds,
    isTopHotelProductType: isTopHotel,
    productTypesOrder: orderOf(details?.productTypesOrder, productTypes, isTopHotel),
    phoneNumber: details?.phoneNumber ?? null,
    phonePrivacyPolicyUrl: details?.phonePrivacyPolicyUrl ?? null,
    businessClient: details?.businessClient ?? null,
    brandBase: details?.brandBase ?? null,
    brandOrigin: details?.brandOrigin ?? null,
    hasSSO: details?.hasTokenAuthentication ?? false,
    freeFlightConditions: details?.freeFlightConditions ?? null,
    currency: details?.currency || DEFAULT_CURRENCY,
    budgetRestriction: details?.budgetRestriction ?? null,
    policies: {
      privacy: details?.privacyPolicyUrl ?? null,
      cookies: details?.cookiesPolicyUrl ?? null,
      termsConditions: details?.termsConditionsUrl ?? null,
    },
    pointsConversionRate: details?.pointsConversionRate ?? null,
    customPointsLabel: details?.customPointsLabel ?? null,
  };
}

function promoCampaignOf(a: Attributes): BrandConfig["promoCampaign"] {
  const banners = a.promoCampaign?.data?.attributes;
  return {
    dp: banners?.dp ? bannerOf(banners.dp) : null,
    h: banners?.h ? bannerOf(banners.h) : null,
    f: banners?.f ? bannerOf(banners.f) : null,
  };
}

function productsOf(a: Attributes, isTopHotel: boolean) {
  const listed = (a.products?.data ?? [])
    .map((p) => p.attributes)
    .filter((p): p is { productType: ProductType; businessProfileId: string } =>
      isProductType(p.productType),
    );
  const productTypes = effectiveProductTypes(
    listed.map((p) => p.productType),
    isTopHotel,
  );
  const businessProfileIds: Partial<Record<ProductType, string>> = {};
  for (const p of listed) businessProfileIds[p.productType] ??= p.businessProfileId;
  // The HGH product of a top-hotel brand is sold under its hotel business profile.
  if (productTypes.includes("HGH") && !businessProfileIds.HGH && businessProfileIds.H) {
    businessProfileIds.HGH = businessProfileIds.H;
  }
  return { businessProfileIds, productTypes };
}

/** The configured order, restricted to what the brand sells; anything unordered goes last. */
function orderOf(
  configured: readonly string[] | null | undefined,
  sold: ProductType[],
  isTopHotel: boolean,
): ProductType[] {
  const wanted = effectiveProductTypes((configured ?? []).filter(isProductType), isTopHotel);
  const ordered = wanted.filter((t) => sold.includes(t));
  return [...new Set([...ordered, ...sold])];
}

function destinationsOf(a: Attributes): BrandConfig["destinationProposals"] {
  const byType: BrandConfig["destinationProposals"] = { DP: [], H: [], F: [] };
  for (const { id, attributes: d } of a.destinationProposals?.data ?? []) {
    const type = d.productType as keyof typeof byType;
    if (!(type in byType)) continue;
    const proposal: DestinationProposal = {
      id,
      name: d.name,
      subtitle: d.subtitle ?? null,
      type: d.type ?? null,
      code: d.code,
      title: d.title ?? null,
      imageUrl: urlOf(d.image),
    };
    byType[type].push(proposal);
  }
  return byType;
}

function bannerOf(b: NonNullable<NonNullable<NonNullable<Attributes["promoCampaign"]>["data"]>["attributes"]["dp"]>) {
  return {
    ctaKey: b.ctaKey ?? null,
    ctaUrl: b.ctaUrl ?? null,
    titleKey: b.titleKey,
    subtitleKey: b.subtitleKey ?? null,
  };
}

function urlOf(m: Media | undefined): string | null {
  return m?.data?.attributes.url ?? null;
}

function languageOf(raw: string): Language {
  const short = raw.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : DEFAULT_LANGUAGE;
}

/** The brand's payment methods in the CMS's order, and its checkout options (each shown unless turned off). */
function checkoutOf(a: Attributes): BrandCheckout {
  const options = a.checkoutOptions?.data?.attributes;
  return {
    paymentMethods: (a.paymentMethods?.data ?? []).map(({ attributes: { code, name } }) => ({ code, name })),
    options: {
      showInsurance: options?.showInsurance ?? true,
      showSeatSelection: options?.showSeatSelection ?? true,
      showSpecialRequest: options?.showSpecialRequest ?? true,
      allowInvoice: options?.allowInvoice ?? true,
    },
  };
}
