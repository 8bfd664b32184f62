import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_CONFIGURATION_POPULATE, brandConfigFromStrapi, type BrandConfig } from "../../shared/brand-config";
import { DEMO_DOMAINS, demoDocumentFor } from "../../sandbox/brands";

function demoBrand(domain: string): BrandConfig {
  const result = brandConfigFromStrapi(demoDocumentFor(domain));
  if (!result.ok) throw new Error(`${domain}: ${result.issues.join("; ")}`);
  return result.brand;
}

describe("sandbox demo brands", () => {
  it.each(DEMO_DOMAINS)("%s is a valid brand configuration for the storefront", (domain) => {
    const result = brandConfigFromStrapi(demoDocumentFor(domain));
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(demoBrand(domain).domain).toBe(domain);
  });

  it("serves exactly the four demo domains", () => {
    expect(DEMO_DOMAINS).toEqual(["localhost", "viaggi.localhost", "hoteles.localhost", "voyages.localhost"]);
    expect(demoDocumentFor("unknown.localhost")).toBeNull();
  });

  it("localhost: English Wanderly, default currency, DP then H then F", () => {
    const brand = demoBrand("localhost");
    expect(brand.brand.brandName).toBe("Wanderly");
    expect([brand.language, brand.country]).toEqual(["en", "GB"]);
    expect(brand.brand.currency).toBe("EUR");
    expect(brand.brand.productTypesOrder).toEqual(["DP", "H", "F"]);
    expect(brand.brand.businessProfileIds).toEqual({ DP: "BP-DEMO-DP", H: "BP-DEMO-H", F: "BP-DEMO-F" });
  });

  it("viaggi: voucher 150, Scalapay club, SSO, four products", () => {
    const brand = demoBrand("viaggi.localhost");
    expect([brand.language, brand.country]).toEqual(["it", "IT"]);
    expect(brand.brand.freeFlightConditions).toEqual({ voucherAmount: 150 });
    expect(brand.offers.isScalapayClub).toBe(true);
    expect(brand.brand.hasSSO).toBe(true);
    expect(brand.brand.phoneNumber).toBeTruthy();
    expect(brand.brand.phonePrivacyPolicyUrl).toMatch(/^https:\/\//);
    expect(Object.keys(brand.brand.businessProfileIds).sort()).toEqual(["DP", "F", "FF", "H"]);
    expect(brand.brand.productTypesOrder).toEqual(["DP", "F", "FF", "H"]);
  });

  it("hoteles: top-hotel brand selling H becomes HGH under the H business profile, no cookies policy", () => {
    const brand = demoBrand("hoteles.localhost");
    expect([brand.language, brand.country]).toEqual(["es", "ES"]);
    expect(brand.brand.isTopHotelProductType).toBe(true);
    expect(brand.brand.productTypesOrder).toEqual(["HGH"]);
    expect(brand.brand.businessProfileIds.HGH).toBe(brand.brand.businessProfileIds.H);
    expect(brand.brand.policies.cookies).toBeNull();
    expect(brand.promoCampaign).toMatchObject({ dp: null, f: null, h: { ctaUrl: "/HGH" } });
    expect(brand.destinationProposals.DP).toEqual([]);
    expect(brand.destinationProposals.F).toEqual([]);
  });

  it("voyages: French, Lastminute origin", () => {
    const brand = demoBrand("voyages.localhost");
    expect([brand.language, brand.country]).toEqual(["fr", "FR"]);
    expect(brand.brand.brandOrigin).toBe("Lastminute");
  });

  it("the other brands all have a cookies policy, and every brand has distinct theme colours", () => {
    const brands = DEMO_DOMAINS.map(demoBrand);
    for (const brand of brands.filter((b) => b.domain !== "hoteles.localhost")) expect(brand.brand.policies.cookies).toMatch(/^https:\/\//);
    const colours = brands.map((b) => b.theme.primaryColor);
    expect(new Set(colours).size).toBe(4);
    for (const b of brands) {
      for (const colour of [b.theme.primaryColor, b.theme.primarySoftColor, b.theme.primaryTextColor]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each(DEMO_DOMAINS)("%s: translation keys, destinations and media follow the conventions", (domain) => {
    const brand = demoBrand(domain);
    const slug = { localhost: "demo", "viaggi.localhost": "viaggi", "hoteles.localhost": "hoteles", "voyages.localhost": "voyages" }[domain];
    // viaggi embeds the sandbox's footer widget (served on the sandbox's own origin).
    expect(brand.footer).toEqual({ legalText: `footer.legal.${slug}`, scriptUrl: slug === "viaggi" ? "/third-party/footer-widget.js" : null });
    for (const [slot, banner] of Object.entries(brand.promoCampaign)) {
      if (!banner) continue;
      expect(banner).toEqual({
        titleKey: `promo.${slug}.${slot}.title`,
        subtitleKey: `promo.${slug}.${slot}.subtitle`,
        ctaKey: `promo.${slug}.${slot}.cta`,
        ctaUrl: slot === "h" && slug === "hoteles" ? "/HGH" : `/${slot.toUpperCase()}`,
      });
    }
    for (const type of ["DP", "H", "F"] as const) {
      const sold = brand.brand.businessProfileIds[type] !== undefined;
      const proposals = brand.destinationProposals[type];
      if (sold) expect(proposals.length).toBeGreaterThanOrEqual(4);
      if (sold) expect(proposals.length).toBeLessThanOrEqual(6);
      for (const p of proposals) {
        expect(p.code).toMatch(/^[A-Z]{3}$/);
        expect(p.subtitle).not.toMatch(/[€$£]|\d/);
        expect(p.imageUrl).toBe(`/destinations/${p.code.toLowerCase()}.svg`);
      }
    }
    const media = [
      brand.theme.favicon,
      brand.theme.primaryLogo,
      brand.theme.primaryMobileLogo,
      brand.theme.secondaryLogo,
      brand.landingContent.hero.backgroundUrl,
      brand.landingContent.hero.promoImageMobile,
      brand.landingContent.hero.promoImageDesktop,
      ...Object.values(brand.destinationProposals).flat().map((p) => p.imageUrl),
    ];
    for (const url of media) {
      expect(url).toMatch(/^\/(brands|destinations)\//);
      expect(existsSync(join(process.cwd(), "public", url ?? "")), `${url} exists in public/`).toBe(true);
    }
  });

  it("the storefront's populate list covers every relation the demo documents carry", () => {
    const relations = Object.keys(demoDocumentFor("localhost")?.data.attributes ?? {}).filter(
      (key) => !["domain", "language", "country", "environment", "createdAt", "updatedAt", "publishedAt"].includes(key),
    );
    const populated = new Set(BRAND_CONFIGURATION_POPULATE.map((p) => p.split(".")[0]));
    expect(relations.filter((r) => !populated.has(r))).toEqual([]);
  });
});
