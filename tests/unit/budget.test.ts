import { describe, expect, test } from "vitest";
import { budgetCapOf, priceWithinCap } from "../../shared/search/budget";
import { flightFacetsFromFilters, NO_FLIGHT_FILTERS } from "../../shared/search/flight-filters";
import { hotelFacetsFromFilters, NO_HOTEL_FILTERS } from "../../shared/search/hotel-filters";

describe("a brand's budget restriction (shared/search/budget.ts)", () => {
  test("is a cap in minor units only when it is a positive amount", () => {
    expect(budgetCapOf({ budgetRestriction: 1500 })).toBe(150_000);
    expect(budgetCapOf({ budgetRestriction: 99.5 })).toBe(9_950);
    for (const none of [null, 0, -10, Number.NaN]) expect(budgetCapOf({ budgetRestriction: none })).toBeNull();
  });

  test("cuts the shopper's price range at the cap, or asks for 0 to the cap", () => {
    expect(priceWithinCap(null, null)).toBeNull();
    expect(priceWithinCap({ min: 100, max: 500 }, null)).toEqual({ min: 100, max: 500 });
    expect(priceWithinCap(null, 90_000)).toEqual({ min: 0, max: 90_000 });
    expect(priceWithinCap({ min: 50_000, max: 200_000 }, 90_000)).toEqual({ min: 50_000, max: 90_000 });
    expect(priceWithinCap({ min: 120_000, max: 200_000 }, 90_000)).toEqual({ min: 90_000, max: 90_000 });
  });

  test("reaches the hotel and flight facets; a free-flight voucher's cap is cut at the budget too", () => {
    expect(hotelFacetsFromFilters(NO_HOTEL_FILTERS, { dealSearch: false, budgetCapMinor: 90_000 })).toEqual([{ name: "price-range", range: { from: 0, to: 90_000 } }]);
    expect(hotelFacetsFromFilters(NO_HOTEL_FILTERS, { dealSearch: false })).toEqual([]);
    const flightPrice = (voucherCapMinor: number | null, budgetCapMinor: number | null) =>
      flightFacetsFromFilters(NO_FLIGHT_FILTERS, { returnTrip: true, voucherCapMinor, budgetCapMinor }).find((facet) => facet.name === "price");
    expect(flightPrice(null, 40_000)).toEqual({ name: "price", range: { from: 0, to: 40_000 } });
    expect(flightPrice(15_000, 40_000)).toEqual({ name: "price", range: { from: 0, to: 15_000 } });
    expect(flightPrice(15_000, 10_000)).toEqual({ name: "price", range: { from: 0, to: 10_000 } });
    expect(flightPrice(null, null)).toBeUndefined();
  });
});
