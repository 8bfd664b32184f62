import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { HotelSearchRequestSchema } from "../../shared/api/shopping";
import type { BrandConfig } from "../../shared/brand-config";
import { hotelSearchRequestFrom } from "../../shared/search/hotel-search-request";
import { parseSearchQuery } from "../../shared/search/parse-search-query";

const brand = {
  language: "it",
  brand: { businessProfileIds: { H: "BP-H", DP: "BP-DP", HGH: "BP-HGH" }, productTypesOrder: ["DP", "H", "HGH"] },
} as unknown as BrandConfig;
const TODAY = "2031-05-01";
const query = (q: string) => parseSearchQuery(new URLSearchParams(q));

describe("the CreateSearch body of a hotel-side search", () => {
  test("a complete hotel search, valid for the contract, with the brand's profile and language", () => {
    const outcome = hotelSearchRequestFrom(query("destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2&childrenAges=4-9&mealPlans=BREAKFAST"), "H", brand, TODAY);
    expect(outcome).toEqual({
      ok: true,
      request: { productType: "H", destination: "ROM", outboundDate: "2031-06-01", returnDate: "2031-06-05", adults: 2, childrenAges: [4, 9], businessProfileId: "BP-H", language: "it" },
    });
    expect(outcome.ok && v.safeParse(HotelSearchRequestSchema, outcome.request).success).toBe(true);
  });

  test("a package carries its departure; H ignores one", () => {
    const dp = hotelSearchRequestFrom(query("destination=PMI&departure=MAD&outboundDate=2031-06-01&returnDate=2031-06-05"), "DP", brand, TODAY);
    expect(dp.ok && dp.request.departure).toBe("MAD");
    const h = hotelSearchRequestFrom(query("destination=PMI&departure=MAD&outboundDate=2031-06-01&returnDate=2031-06-05"), "H", brand, TODAY);
    expect(h.ok && "departure" in h.request).toBe(false);
  });

  test.each([
    ["outboundDate=2031-06-01&returnDate=2031-06-05", "H", "destination"],
    ["destination=ROM", "H", "dates"],
    ["destination=ROM&outboundDate=2031-06-01", "H", "dates"],
    ["destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-01", "H", "dates"],
    ["destination=ROM&outboundDate=2031-04-01&returnDate=2031-04-05", "H", "past-dates"],
    ["destination=ROM&outboundDate=2031-06-01&returnDate=2031-07-05", "H", "too-long"],
    ["destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05", "DP", "departure"],
  ])("%s as %s is missing %s", (q, product, missing) => {
    expect(hotelSearchRequestFrom(query(q), product as "H", brand, TODAY)).toEqual({ ok: false, missing });
  });

  test("a product the brand does not sell is not searched", () => {
    const onlyHotels = { ...brand, brand: { businessProfileIds: { H: "BP-H" }, productTypesOrder: ["H"] } } as unknown as BrandConfig;
    expect(hotelSearchRequestFrom(query("destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&departure=MAD"), "DP", onlyHotels, TODAY)).toEqual({ ok: false, missing: "not-sold" });
  });
});
