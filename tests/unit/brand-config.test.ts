import { describe, expect, test } from "vitest";
import { brandConfigFromStrapi, brandConfigurationPath, isLastminuteBrand } from "../../shared/brand-config";

/** A minimal valid document in the configuration service's shape, to vary per test. */
function document(overrides: { attributes?: Record<string, unknown>; brand?: Record<string, unknown>; products?: [string, string][] } = {}) {
  const products = overrides.products ?? [["DP", "BP-DP"], ["H", "BP-H"], ["F", "BP-F"]];
  return {
    data: {
      id: 7,
      attributes: {
        domain: "shop.example",
        language: "it-IT",
        country: "it",
        environment: "production",
        theme: { primaryColor: "#112233", primarySoftColor: "#eeeeee", primaryTextColor: "#ffffff", favicon: { data: { attributes: { url: "/f.svg" } } } },
        products: { data: products.map(([productType, businessProfileId], id) => ({ id, attributes: { productType, businessProfileId } })) },
        brand: { data: { id: 1, attributes: { pageTitle: "Shop", brandName: "Shop", ...overrides.brand } } },
        ...overrides.attributes,
      },
    },
    meta: {},
  };
}

function mapped(input: unknown) {
  const result = brandConfigFromStrapi(input);
  if (!result.ok) throw new Error(result.issues.join("\n"));
  return result.brand;
}

describe("brandConfigFromStrapi", () => {
  test("maps identity, language (short code) and country (upper case)", () => {
    const brand = mapped(document());
    expect(brand).toMatchObject({ id: 7, domain: "shop.example", language: "it", country: "IT", environment: "production" });
    expect(brand.theme.favicon).toBe("/f.svg");
    expect(brand.theme.primaryLogo).toBeNull();
  });

  test("an unsupported language falls back to English", () => {
    expect(mapped(document({ attributes: { language: "de" } })).language).toBe("en");
  });

  test("businessProfileId per product type comes from the product list; unknown types are ignored", () => {
    const brand = mapped(document({ products: [["DP", "BP-1"], ["F", "BP-2"], ["XX", "BP-3"], ["DP", "BP-dup"]] }));
    expect(brand.brand.businessProfileIds).toEqual({ DP: "BP-1", F: "BP-2" });
    expect(brand.brand.productTypesOrder).toEqual(["DP", "F"]);
  });

  test("a top-hotel brand with only H sells HGH under its hotel business profile", () => {
    const brand = mapped(document({ products: [["H", "BP-H"]], brand: { isTopHotelProductType: true, productTypesOrder: ["H"] } }));
    expect(brand.brand.productTypesOrder).toEqual(["HGH"]);
    expect(brand.brand.businessProfileIds).toEqual({ H: "BP-H", HGH: "BP-H" });
  });

  test("a top-hotel brand that also sells other products keeps H", () => {
    const brand = mapped(document({ products: [["H", "BP-H"], ["F", "BP-F"]], brand: { isTopHotelProductType: true } }));
    expect(brand.brand.productTypesOrder).toEqual(["H", "F"]);
  });

  test("productTypesOrder follows the configured order, restricted to sold products, unordered ones last", () => {
    const brand = mapped(document({ products: [["DP", "a"], ["H", "b"], ["F", "c"]], brand: { productTypesOrder: ["F", "FF", "DP"] } }));
    expect(brand.brand.productTypesOrder).toEqual(["F", "DP", "H"]);
  });

  test("hasSSO comes from hasTokenAuthentication; currency defaults to EUR", () => {
    expect(mapped(document()).brand).toMatchObject({ hasSSO: false, currency: "EUR" });
    expect(mapped(document({ brand: { hasTokenAuthentication: true, currency: "GBP" } })).brand).toMatchObject({ hasSSO: true, currency: "GBP" });
    expect(mapped(document({ brand: { currency: "" } })).brand.currency).toBe("EUR");
  });

  test("policies, free-flight conditions, brand origin and promo banners", () => {
    const brand = mapped(
      document({
        brand: { privacyPolicyUrl: "/p", cookiesPolicyUrl: "/c", termsConditionsUrl: "/t", freeFlightConditions: { voucherAmount: 150 }, brandOrigin: "Lastminute" },
        attributes: { promoCampaign: { data: { id: 1, attributes: { dp: { titleKey: "promo.x.title", ctaUrl: "/DP" }, f: null } } } },
      }),
    );
    expect(brand.brand.policies).toEqual({ privacy: "/p", cookies: "/c", termsConditions: "/t" });
    expect(brand.brand.freeFlightConditions).toEqual({ voucherAmount: 150 });
    expect(isLastminuteBrand(brand)).toBe(true);
    expect(brand.promoCampaign).toEqual({ dp: { titleKey: "promo.x.title", ctaUrl: "/DP", ctaKey: null, subtitleKey: null }, h: null, f: null });
  });

  test("destination proposals are grouped by product type with their image URL", () => {
    const brand = mapped(
      document({
        attributes: {
          destinationProposals: {
            data: [
              { id: 1, attributes: { productType: "H", name: "Rome", code: "ROM", image: { data: { attributes: { url: "/rom.svg" } } } } },
              { id: 2, attributes: { productType: "ZZ", name: "Nowhere", code: "NOP" } },
            ],
          },
        },
      }),
    );
    expect(brand.destinationProposals.H).toEqual([{ id: 1, name: "Rome", code: "ROM", imageUrl: "/rom.svg", subtitle: null, type: null, title: null }]);
    expect(brand.destinationProposals.DP).toEqual([]);
  });

  test("payment methods keep the CMS's order and names; checkout options default to shown", () => {
    const brand = mapped(document({
      attributes: {
        paymentMethods: { data: [{ id: 1, attributes: { code: "CREDIT_CARD", name: "Carta" } }, { id: 2, attributes: { code: "PAYPAL", name: "PayPal" } }] },
        checkoutOptions: { data: { id: 3, attributes: { showInsurance: false, allowInvoice: false } } },
      },
    }));
    expect(brand.checkout.paymentMethods).toEqual([{ code: "CREDIT_CARD", name: "Carta" }, { code: "PAYPAL", name: "PayPal" }]);
    expect(brand.checkout.options).toEqual({ showInsurance: false, showSeatSelection: true, showSpecialRequest: true, allowInvoice: false });
    expect(mapped(document()).checkout).toEqual({ paymentMethods: [], options: { showInsurance: true, showSeatSelection: true, showSpecialRequest: true, allowInvoice: true } });
  });

  test("an invalid document is refused with readable issues, never thrown", () => {
    const result = brandConfigFromStrapi({ data: { id: 1, attributes: { domain: "x" } } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.join("\n")).toMatch(/data\.attributes\.(language|theme)/);
    expect(brandConfigFromStrapi(null).ok).toBe(false);
    expect(brandConfigFromStrapi("<html>").ok).toBe(false);
  });

  test("the configuration path encodes the domain and lists populate[i] relations", () => {
    const path = brandConfigurationPath("viaggi.localhost");
    expect(path.startsWith("/brand-configurations/viaggi.localhost?populate[0]=products&populate[1]=brand")).toBe(true);
    expect(brandConfigurationPath("a/b")).toContain("/brand-configurations/a%2Fb?");
  });
});
