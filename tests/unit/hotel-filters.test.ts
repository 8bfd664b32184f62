import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { FacetSchema, HOTEL_FACETS } from "../../shared/api/shopping";
import {
  appliedHotelFilterCount, hotelFacetsFromFilters, hotelFiltersFromParams, NO_HOTEL_FILTERS, writeHotelFilters, type HotelFilters,
} from "../../shared/search/hotel-filters";

/** SPEC §5's hotel filters: URL ⇄ state (hostile values dropped, never thrown) and state → facets. */

const params = (query: string) => new URLSearchParams(query);
const filters = (overrides: Partial<HotelFilters>): HotelFilters => ({ ...NO_HOTEL_FILTERS, ...overrides });
const facets = (f: Partial<HotelFilters>, dealSearch = false) => hotelFacetsFromFilters(filters(f), { dealSearch });

describe("hotel filters → facets", () => {
  test("no filters, no facets (empty values are omitted)", () => {
    expect(facets({})).toEqual([]);
    expect(facets({ stars: [], amenities: [], propertyTypes: [], characteristics: [], mealPlans: [] })).toEqual([]);
  });

  test("price range in minor units", () => {
    expect(facets({ price: { min: 0, max: 80_000 } })).toEqual([{ name: HOTEL_FACETS.priceRange, range: { from: 0, to: 80_000 } }]);
  });

  test("the deal search always narrows to the FLASH_SALE promotion; other searches never do", () => {
    expect(facets({}, true)).toEqual([{ name: HOTEL_FACETS.promotion, values: ["FLASH_SALE"] }]);
    expect(facets({}, false).some((f) => f.name === HOTEL_FACETS.promotion)).toBe(false);
  });

  test("free cancellation only when true", () => {
    expect(facets({ freeCancellation: true })).toEqual([{ name: HOTEL_FACETS.freeCancellation, values: [true] }]);
    expect(facets({ freeCancellation: false })).toEqual([]);
  });

  test("property type, stars, amenities, characteristics and meal plan are value lists", () => {
    expect(facets({ propertyTypes: ["HOTEL", "VILLA"] })).toEqual([{ name: HOTEL_FACETS.propertyType, values: ["HOTEL", "VILLA"] }]);
    expect(facets({ stars: [4, 5] })).toEqual([{ name: HOTEL_FACETS.stars, values: [4, 5] }]);
    expect(facets({ amenities: ["POOL", "SPA"] })).toEqual([{ name: HOTEL_FACETS.amenities, values: ["POOL", "SPA"] }]);
    expect(facets({ characteristics: ["SEA_VIEW"] })).toEqual([{ name: HOTEL_FACETS.characteristics, values: ["SEA_VIEW"] }]);
    expect(facets({ mealPlans: ["BREAKFAST", "HALF_BOARD"] })).toEqual([{ name: HOTEL_FACETS.mealPlan, values: ["BREAKFAST", "HALF_BOARD"] }]);
  });

  test("opinion rating is a range from the chosen score to 10", () => {
    expect(facets({ minRating: 8 })).toEqual([{ name: HOTEL_FACETS.opinionRating, range: { from: 8, to: 10 } }]);
    expect(facets({ minRating: 0 })).toEqual([{ name: HOTEL_FACETS.opinionRating, range: { from: 0, to: 10 } }]);
  });

  test("the map box is a bounding box rounded to 5 decimals", () => {
    const box = { from: { latitude: 41.123456789, longitude: 12.000004999 }, to: { latitude: 41.9999999, longitude: 12.7654321 } };
    expect(facets({ box })).toEqual([
      { name: HOTEL_FACETS.coordinates, boundingBox: { from: { latitude: 41.12346, longitude: 12 }, to: { latitude: 42, longitude: 12.76543 } } },
    ]);
  });

  test("every facet it builds is a valid facet of the contract", () => {
    const all = facets(
      {
        price: { min: 100, max: 200 },
        freeCancellation: true,
        propertyTypes: ["HOTEL"],
        stars: [3],
        minRating: 7,
        amenities: ["WIFI"],
        characteristics: ["ROMANTIC"],
        mealPlans: ["ALL_INCLUSIVE"],
        box: { from: { latitude: 1, longitude: 2 }, to: { latitude: 3, longitude: 4 } },
      },
      true,
    );
    expect(all).toHaveLength(10);
    for (const facet of all) expect(v.safeParse(FacetSchema, facet).success, facet.name).toBe(true);
  });
});

describe("hotel filters in the URL", () => {
  test("reads every filter", () => {
    const read = hotelFiltersFromParams(
      params("price=0-80000&freeCancellation=true&type=HOTEL-VILLA&stars=5-4&rating=8&amenities=POOL-SPA&features=SEA_VIEW&mealPlans=BREAKFAST-ALL_MEAL_PLANS&box=41.1,12.2,41.9,12.8"),
    );
    expect(read).toEqual({
      price: { min: 0, max: 80_000 },
      freeCancellation: true,
      propertyTypes: ["HOTEL", "VILLA"],
      stars: [4, 5],
      minRating: 8,
      amenities: ["POOL", "SPA"],
      characteristics: ["SEA_VIEW"],
      mealPlans: ["BREAKFAST"],
      box: { from: { latitude: 41.1, longitude: 12.2 }, to: { latitude: 41.9, longitude: 12.8 } },
    });
  });

  test("a GET form's repeated checkboxes read like a dash-separated list", () => {
    expect(hotelFiltersFromParams(params("stars=4&stars=5&amenities=POOL&amenities=SPA")).stars).toEqual([4, 5]);
    expect(hotelFiltersFromParams(params("stars=4&stars=5&amenities=POOL&amenities=SPA")).amenities).toEqual(["POOL", "SPA"]);
  });

  test("round trip: writing then reading gives the same filters", () => {
    const original = filters({
      price: { min: 5_000, max: 90_000 },
      freeCancellation: true,
      propertyTypes: ["APARTMENT"],
      stars: [2, 3],
      minRating: 9,
      amenities: ["GYM"],
      characteristics: ["BEACHFRONT", "FAMILY_FRIENDLY"],
      mealPlans: ["FULL_BOARD"],
      box: { from: { latitude: -33.5, longitude: -70.12345 }, to: { latitude: -33.1, longitude: -70.00001 } },
    });
    expect(hotelFiltersFromParams(writeHotelFilters(new URLSearchParams(), original))).toEqual(original);
    expect(hotelFiltersFromParams(writeHotelFilters(new URLSearchParams(), NO_HOTEL_FILTERS))).toEqual(NO_HOTEL_FILTERS);
  });

  test("writing replaces the old filters and leaves the search's own parameters alone", () => {
    const written = writeHotelFilters(params("destination=ROM&stars=5&amenities=POOL"), filters({ stars: [3] }));
    expect(written.toString()).toBe("destination=ROM&stars=3");
  });

  test.each([
    ["price=abc", "price", null],
    ["price=900-100", "price", null],
    ["price=-", "price", null],
    ["price=-5000", "price", { min: 0, max: 5000 }],
    [`price=1-${"9".repeat(20)}`, "price", null],
    ["stars=0-6-x-4", "stars", [4]],
    ["rating=11", "minRating", null],
    ["rating=-1", "minRating", null],
    ["rating=7.5", "minRating", null],
    ["type=CASTLE-HOTEL-<script>", "propertyTypes", ["HOTEL"]],
    ["amenities=POOL-POOL-POOL", "amenities", ["POOL"]],
    ["mealPlans=ALL_MEAL_PLANS", "mealPlans", []],
    ["freeCancellation=yes", "freeCancellation", false],
    ["box=91,0,0,0", "box", null],
    ["box=1,2,3", "box", null],
    ["box=a,b,c,d", "box", null],
    ["box=1e3,2,3,4", "box", null],
    [`amenities=${"POOL-".repeat(3000)}`, "amenities", []],
  ])("drops hostile %s", (query, key, expected) => {
    expect(() => hotelFiltersFromParams(params(query))).not.toThrow();
    expect(hotelFiltersFromParams(params(query))[key as keyof HotelFilters]).toEqual(expected);
  });

  test("counts applied filters for the Filters button", () => {
    expect(appliedHotelFilterCount(NO_HOTEL_FILTERS)).toBe(0);
    expect(appliedHotelFilterCount(filters({ stars: [4, 5], freeCancellation: true, minRating: 8 }))).toBe(4);
  });
});
