import type { BannerSlot, DemoBrand, DestinationProductType } from "./types";

/** A Strapi v4 single-entry response: `{ data: { id, attributes }, meta }`. */
export interface StrapiDocument {
  data: { id: number; attributes: Record<string, unknown> };
  meta: Record<string, unknown>;
}

// Fixed timestamps keep the documents deterministic (tests and screenshots compare them).
const STAMPS = {
  createdAt: "2024-03-04T09:12:00.000Z",
  updatedAt: "2025-01-20T16:45:00.000Z",
  publishedAt: "2024-03-04T09:30:00.000Z",
};

function media(id: number, url: string, width: number, height: number) {
  const name = url.split("/").pop() ?? url;
  return {
    data: {
      id,
      attributes: { name, alternativeText: null, url, mime: "image/svg+xml", ext: ".svg", width, height, ...STAMPS },
    },
  };
}

function many(entries: Record<string, unknown>[], firstId: number) {
  return { data: entries.map((attributes, i) => ({ id: firstId + i, attributes: { ...attributes, ...STAMPS } })) };
}

function one(id: number, attributes: object) {
  return { data: { id, attributes: { ...attributes, ...STAMPS } } };
}

function banner(slug: string, slot: BannerSlot, ctaUrl: string) {
  const key = `promo.${slug}.${slot}`;
  return { titleKey: `${key}.title`, subtitleKey: `${key}.subtitle`, ctaKey: `${key}.cta`, ctaUrl };
}

export function businessProfileIdOf(slug: string, productType: string): string {
  return `BP-${slug.toUpperCase()}-${productType}`;
}

/** The complete document, every relation populated; `applyPopulate` trims it per request. */
export function strapiDocumentOf(brand: DemoBrand): StrapiDocument {
  const base = brand.id * 1000;
  let mediaId = base + 500;
  const image = (url: string, width: number, height: number) => media((mediaId += 1), url, width, height);
  const asset = (file: string) => `/brands/${brand.slug}/${file}`;
  const destinations = (Object.entries(brand.destinations) as [DestinationProductType, DemoBrand["destinations"]["DP"]][])
    .flatMap(([productType, seeds]) =>
      (seeds ?? []).map((d) => ({
        productType,
        name: d.name,
        subtitle: d.subtitle,
        type: d.type,
        code: d.code,
        title: d.title,
        image: image(`/destinations/${d.code.toLowerCase()}.svg`, 800, 500),
      })),
    );

  return {
    data: {
      id: brand.id,
      attributes: {
        domain: brand.domain,
        language: brand.language,
        country: brand.country,
        environment: "development",
        ...STAMPS,
        theme: {
          id: base + 1,
          favicon: image(asset("favicon.svg"), 64, 64),
          primaryLogo: image(asset("logo.svg"), 240, 56),
          primaryMobileLogo: image(asset("logo-mobile.svg"), 56, 56),
          secondaryLogo: image(asset("logo-secondary.svg"), 200, 140),
          ...brand.colors,
        },
        products: many(
          brand.products.map((productType) => ({ productType, businessProfileId: businessProfileIdOf(brand.slug, productType) })),
          base + 10,
        ),
        brand: one(brand.id, brand.details),
        landingContent: {
          id: base + 2,
          hero: {
            id: base + 3,
            ...brand.hero,
            background: image(asset("hero.svg"), 1600, 700),
            promoImageMobile: image(asset("promo-mobile.svg"), 600, 400),
            promoImageDesktop: image(asset("promo-desktop.svg"), 1200, 300),
          },
          productExplanation: { id: base + 4, ...brand.productExplanation },
          productSelector: { id: base + 5, ...brand.productSelector },
        },
        offers: { id: base + 6, ...brand.offers },
        promoCampaign: one(
          brand.id,
          Object.fromEntries(
            (Object.entries(brand.promo) as [BannerSlot, string][]).map(([slot, url]) => [slot, banner(brand.slug, slot, url)]),
          ),
        ),
        footer: { id: base + 7, legalText: `footer.legal.${brand.slug}`, scriptUrl: brand.footerScript ?? null },
        destinationProposals: many(destinations, base + 100),
        paymentMethods: many(brand.paymentMethods, base + 30),
        paymentProviders: many(brand.paymentProviders, base + 40),
        checkoutOptions: one(brand.id, brand.checkoutOptions),
      },
    },
    meta: {},
  };
}
