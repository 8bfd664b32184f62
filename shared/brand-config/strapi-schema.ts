import * as v from "valibot";

/**
 * The brand-configuration document exactly as the configuration service (a Strapi v4 API) sends it
 * for `GET brand-configurations/{domain}?populate[i]=…`. Relations arrive wrapped in `{ data }`,
 * entries as `{ id, attributes }`, media as `{ data: { attributes: { url } } }`. Only what the
 * storefront reads is validated; unknown fields pass through untouched.
 */

const text = v.nullish(v.string());
const flag = v.nullish(v.boolean());

const media = v.nullish(
  v.object({ data: v.nullable(v.object({ attributes: v.object({ url: v.string() }) })) }),
);

function entry<T extends v.ObjectEntries>(attributes: T) {
  return v.object({ id: v.number(), attributes: v.object(attributes) });
}
function relationOne<T extends v.ObjectEntries>(attributes: T) {
  return v.nullish(v.object({ data: v.nullable(entry(attributes)) }));
}
function relationMany<T extends v.ObjectEntries>(attributes: T) {
  return v.nullish(v.object({ data: v.array(entry(attributes)) }));
}

const promoBanner = v.nullish(
  v.object({ ctaKey: text, ctaUrl: text, titleKey: v.string(), subtitleKey: text }),
);

export const StrapiBrandConfigurationSchema = v.object({
  data: entry({
    domain: v.string(),
    language: v.string(),
    country: v.string(),
    environment: text,
    theme: v.object({
      favicon: media,
      primaryLogo: media,
      primaryMobileLogo: media,
      secondaryLogo: media,
      primaryColor: v.string(),
      primarySoftColor: v.string(),
      primaryTextColor: v.string(),
    }),
    products: relationMany({ productType: v.string(), businessProfileId: v.string() }),
    brand: relationOne({
      pageTitle: v.string(),
      brandName: v.string(),
      isTopHotelProductType: flag,
      productTypesOrder: v.nullish(v.array(v.string())),
      phoneNumber: text,
      phonePrivacyPolicyUrl: text,
      businessClient: text,
      brandBase: text,
      brandOrigin: text,
      hasTokenAuthentication: flag,
      freeFlightConditions: v.nullish(v.object({ voucherAmount: v.number() })),
      currency: text,
      budgetRestriction: v.nullish(v.number()),
      privacyPolicyUrl: text,
      cookiesPolicyUrl: text,
      termsConditionsUrl: text,
      pointsConversionRate: v.nullish(v.number()),
      customPointsLabel: text,
    }),
    landingContent: v.nullish(
      v.object({
        hero: v.nullish(
          v.object({
            title: text,
            subtitle: text,
            background: media,
            promoImageMobile: media,
            promoImageDesktop: media,
          }),
        ),
        productExplanation: v.nullish(
          v.object({ title: text, subtitle: text, description: text }),
        ),
        productSelector: v.nullish(v.object({ extraSelector: flag, showSelector: flag })),
      }),
    ),
    offers: v.nullish(v.object({ isScalapayClub: flag })),
    promoCampaign: relationOne({ dp: promoBanner, h: promoBanner, f: promoBanner }),
    footer: v.nullish(v.object({ legalText: text, scriptUrl: text })),
    destinationProposals: relationMany({
      productType: v.string(),
      name: v.string(),
      subtitle: text,
      type: text,
      code: v.string(),
      title: text,
      image: media,
    }),
    paymentMethods: relationMany({ code: v.string(), name: v.string() }),
    checkoutOptions: relationOne({ showInsurance: flag, showSeatSelection: flag, showSpecialRequest: flag, allowInvoice: flag }),
  }),
});

export type StrapiBrandConfiguration = v.InferOutput<typeof StrapiBrandConfigurationSchema>;

/** The relations the storefront asks the configuration service to populate (SPEC §7). */
export const BRAND_CONFIGURATION_POPULATE = [
  "products",
  "brand",
  "landingContent.hero.background",
  "landingContent.hero.promoImageMobile",
  "landingContent.hero.promoImageDesktop",
  "landingContent.productExplanation",
  "landingContent.productSelector",
  "theme.favicon",
  "theme.primaryLogo",
  "theme.primaryMobileLogo",
  "theme.secondaryLogo",
  "promoCampaign",
  "offers",
  "footer",
  "destinationProposals.image",
  "paymentMethods",
  "paymentProviders",
  "checkoutOptions",
] as const;

export function brandConfigurationPath(domain: string): string {
  const query = BRAND_CONFIGURATION_POPULATE.map(
    (relation, i) => `populate[${i}]=${encodeURIComponent(relation)}`,
  ).join("&");
  return `/brand-configurations/${encodeURIComponent(domain)}?${query}`;
}
