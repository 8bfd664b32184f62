import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { brandConfigFromStrapi } from "../../shared/brand-config";
import { MAX_ADULTS, MAX_CHILDREN, searchQueryToParams, SEARCH_DESCRIBING_PARAMS } from "../../shared/search-query";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { FLIGHT_FILTER_PARAMS, flightFacetsFromFilters, flightFiltersFromParams, writeFlightFilters } from "../../shared/search/flight-filters";
import { HOTEL_FILTER_PARAMS, hotelFacetsFromFilters, hotelFiltersFromParams, writeHotelFilters } from "../../shared/search/hotel-filters";
import { demoDocumentFor } from "../../sandbox/brands";

const demoStrapiDocument = () => demoDocumentFor("viaggi.localhost")!;

/**
 * Property-based tests (fast-check): the parsers of what shoppers and services send us never
 * throw, and always hand on values inside their rules, whatever the input. Each property runs on
 * a few hundred generated inputs, seeded per run (a failure prints its seed and shrunk input).
 */

/** Strings a hostile or sloppy URL carries: unicode, markup, separators, numbers, huge ones. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("", " ", "-", ",", "--", "<script>", "%00", "\u0000", "NaN", "Infinity", "-1", "1e309", "0x10", "2026-02-30", "9999-12-31", "00", "17", "18"),
  fc.integer({ min: -1e6, max: 1e6 }).map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constant("x".repeat(10_240)),
);

/** A query with SPEC §2's names (and the filters') mixed with anything, repeated at will. */
function queryOf(names: readonly string[]) {
  const name = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 }));
  return fc.array(fc.tuple(name, nastyString), { maxLength: 25 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value);
    return params;
  });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe("the search query parser", () => {
  test("never throws, and every value it returns is inside its rules", () => {
    fc.assert(
      fc.property(queryOf(SEARCH_DESCRIBING_PARAMS), (params) => {
        const query = parseSearchQuery(params);
        expect(Number.isInteger(query.adults)).toBe(true);
        expect(query.adults).toBeGreaterThanOrEqual(1);
        expect(query.adults).toBeLessThanOrEqual(MAX_ADULTS);
        expect(query.childrenAges.length).toBeLessThanOrEqual(MAX_CHILDREN);
        for (const age of query.childrenAges) expect(Number.isInteger(age) && age >= 0 && age <= 17).toBe(true);
        for (const date of [query.outboundDate, query.returnDate]) {
          if (date !== null) {
            expect(date).toMatch(ISO_DAY);
            expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
          }
        }
        if (query.outboundDate && query.returnDate) expect(query.returnDate >= query.outboundDate).toBe(true);
        for (const code of [query.departure, query.destination]) if (code !== null) expect(code.length).toBeLessThanOrEqual(64);
        for (const plan of query.mealPlans) expect(plan).toMatch(/^[A-Z_]+$/);
        expect(query.mealPlans).not.toContain("ALL_MEAL_PLANS");
      }),
      { numRuns: 400 },
    );
  });

  test("what it returns survives a trip back into a URL unchanged", () => {
    fc.assert(
      fc.property(queryOf(SEARCH_DESCRIBING_PARAMS), (params) => {
        const { ignored: _ignored, ...once } = parseSearchQuery(params);
        const { ignored, ...twice } = parseSearchQuery(searchQueryToParams(once));
        expect(twice).toEqual(once);
        expect(ignored).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the filter parsers and facet builders", () => {
  test("hotel filters: any URL gives filters that round-trip through the URL and well-formed facets", () => {
    fc.assert(
      fc.property(queryOf(Object.values(HOTEL_FILTER_PARAMS)), fc.boolean(), (params, dealSearch) => {
        const filters = hotelFiltersFromParams(params);
        expect(hotelFiltersFromParams(writeHotelFilters(new URLSearchParams(), filters))).toEqual(filters);
        if (filters.price) expect(filters.price.min).toBeLessThanOrEqual(filters.price.max);
        for (const facet of hotelFacetsFromFilters(filters, { dealSearch })) {
          expect(facet.name).toMatch(/^[A-Za-z][A-Za-z0-9._-]*$/);
          if ("range" in facet && facet.range) expect(Number(facet.range.from) <= Number(facet.range.to) || typeof facet.range.from === "string").toBe(true);
          if ("values" in facet && facet.values) expect(facet.values.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  test("flight filters: any URL gives filters that round-trip through the URL and well-formed facets", () => {
    fc.assert(
      fc.property(queryOf(Object.values(FLIGHT_FILTER_PARAMS)), fc.boolean(), fc.option(fc.integer({ min: 1, max: 1e7 })), (params, returnTrip, voucherCapMinor) => {
        const filters = flightFiltersFromParams(params);
        expect(flightFiltersFromParams(writeFlightFilters(new URLSearchParams(), filters))).toEqual(filters);
        const facets = flightFacetsFromFilters(filters, { returnTrip, voucherCapMinor });
        expect(facets[0]).toEqual({ name: expect.any(String), values: ["ONLY_FLIGHT"] });
        for (const facet of facets) {
          if (!("range" in facet) || !facet.range) continue;
          const { from, to } = facet.range;
          if (typeof from === "string") {
            expect(from).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
            expect(to).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          } else {
            expect(from).toBeGreaterThanOrEqual(0);
            expect(from).toBeLessThanOrEqual(Number(to));
          }
        }
        if (!returnTrip) expect(facets.map((facet) => facet.name).join()).not.toMatch(/inbound.*Time/i);
      }),
      { numRuns: 400 },
    );
  });
});

describe("the brand configuration mapping", () => {
  test("never throws on any JSON: it maps or lists what is wrong", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (document) => {
        const result = brandConfigFromStrapi(document);
        if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  test("a valid document with any field replaced by junk maps or is refused, never throws", () => {
    const base = demoStrapiDocument();
    const paths = leafPaths(base);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }), (path, junk) => {
        const document = structuredClone(base);
        setAt(document, path, junk);
        const result = brandConfigFromStrapi(document);
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 400 },
    );
  });

  test("strings are carried as text, markup included (rendering escapes them)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }).map((text) => `<img src=x onerror=alert(1)>${text}</title><script>`), (hostile) => {
        const document = structuredClone(demoStrapiDocument()) as unknown as { data: { attributes: { brand: { data: { attributes: { pageTitle: string } } } } } };
        document.data.attributes.brand.data.attributes.pageTitle = hostile;
        const result = brandConfigFromStrapi(document);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.brand.brand.pageTitle).toBe(hostile);
      }),
      { numRuns: 100 },
    );
  });
});

type Json = unknown;
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]))].filter((path) => path.length > 0);
}
function setAt(target: Json, path: (string | number)[], value: Json): void {
  let node = target as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1]!] = value;
}
