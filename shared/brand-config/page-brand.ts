import type { BrandConfig, LandingContentOf, PageBrand, Place } from "./types";

/**
 * The brand as every page's loader data carries it. The landing's hero, offers, banners and
 * destination cards (images, titles) travel only with the pages that show them: on a results page
 * they were a third of the root's data, sent in every document and never rendered. The checkout's
 * payment methods and options travel with the checkout.
 */
export function pageBrandOf(brand: BrandConfig): PageBrand {
  const { landingContent: _landing, promoCampaign: _promos, offers: _offers, checkout: _checkout, destinationProposals, ...rest } = brand;
  const placesOf = (list: keyof BrandConfig["destinationProposals"]): Place[] =>
    destinationProposals[list].map(({ code, name, subtitle }) => ({ code, name, subtitle }));
  return { ...rest, places: { DP: placesOf("DP"), H: placesOf("H"), F: placesOf("F") } };
}

/** The landing's own part of the brand (its loader sends it). */
export function landingContentOf(brand: BrandConfig): LandingContentOf {
  return {
    landingContent: brand.landingContent,
    promoCampaign: brand.promoCampaign,
    offers: brand.offers,
    destinationProposals: brand.destinationProposals,
  };
}
