import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { FacetSchema, TRANSPORT_FACETS } from "../../shared/api/shopping";
import {
  appliedFlightFilterCount, baggageIncludedOf, flightFacetsFromFilters, flightFiltersFromParams, minutesToHhmm, NO_FLIGHT_FILTERS, writeFlightFilters,
  type FlightFilters, type LuggageOption,
} from "../../shared/search/flight-filters";

/** SPEC §5's flight filters: URL ⇄ state (hostile values dropped, never thrown) and state → facets. */

const F = TRANSPORT_FACETS;
const ONLY_FLIGHT = { name: F.transportType, values: ["ONLY_FLIGHT"] };
const filters = (overrides: Partial<FlightFilters>): FlightFilters => ({ ...NO_FLIGHT_FILTERS, ...overrides });
const facets = (f: Partial<FlightFilters>, options: { returnTrip?: boolean; voucherCapMinor?: number | null } = {}) =>
  flightFacetsFromFilters(filters(f), { returnTrip: options.returnTrip ?? true, voucherCapMinor: options.voucherCapMinor ?? null });
/** The facets besides transportType, which every request carries. */
const without = (list: ReturnType<typeof facets>) => list.filter((facet) => facet.name !== F.transportType);

describe("minutes → HH:mm", () => {
  test.each([
    [0, "00:00"], [1, "00:01"], [59, "00:59"], [60, "01:00"], [359, "05:59"], [360, "06:00"], [719, "11:59"], [720, "12:00"], [1079, "17:59"], [1080, "18:00"], [1438, "23:58"], [1439, "23:59"],
  ])("%i → %s", (minutes, hhmm) => {
    expect(minutesToHhmm(minutes)).toBe(hhmm);
  });

  test("out-of-range and fractional minutes are clamped to the day, never an invalid time", () => {
    expect(minutesToHhmm(-5)).toBe("00:00");
    expect(minutesToHhmm(1440)).toBe("23:59");
    expect(minutesToHhmm(100_000)).toBe("23:59");
    expect(minutesToHhmm(90.9)).toBe("01:30");
  });
});

describe("flight filters → facets", () => {
  test("transportType ONLY_FLIGHT is always present, and alone when nothing is chosen (empty values omitted)", () => {
    expect(facets({})).toEqual([ONLY_FLIGHT]);
    expect(facets({ luggage: [] }, { returnTrip: false })).toEqual([ONLY_FLIGHT]);
    const everything = facets({
      price: { min: 0, max: 50_000 }, directOnly: true, luggage: ["CABIN"], outboundDeparture: { from: 0, to: 359 }, outboundArrival: { from: 360, to: 719 },
      inboundDeparture: { from: 720, to: 1079 }, inboundArrival: { from: 1080, to: 1439 }, maxConnectionMinutes: 120, maxDurationMinutes: 300,
    });
    expect(everything.filter((facet) => facet.name === F.transportType)).toEqual([ONLY_FLIGHT]);
    for (const facet of everything) expect(v.is(FacetSchema, facet), facet.name).toBe(true);
  });

  test("direct only sets both outbound and inbound stops to 0", () => {
    expect(without(facets({ directOnly: true }))).toEqual([
      { name: F.outboundStops, values: [0] },
      { name: F.inboundStops, values: [0] },
    ]);
    expect(without(facets({ directOnly: false }))).toEqual([]);
  });

  test.each<[LuggageOption[], string[]]>([
    [[], []],
    [["CABIN"], ["CABIN_CHECKED", "CABIN"]],
    [["CHECKED"], ["CABIN_CHECKED", "CHECKED"]],
    [["CABIN", "CHECKED"], ["CABIN_CHECKED"]],
    [["CHECKED", "CABIN"], ["CABIN_CHECKED"]],
    [["CABIN", "CABIN"], ["CABIN_CHECKED", "CABIN"]],
  ])("luggage %j → baggageIncluded %j", (chosen, expected) => {
    expect(baggageIncludedOf(chosen)).toEqual(expected);
    expect(without(facets({ luggage: chosen }))).toEqual(expected.length ? [{ name: F.baggageIncluded, values: expected }] : []);
  });

  test("time windows per leg are HH:mm ranges converted from minutes, the day's ends included", () => {
    expect(without(facets({ outboundDeparture: { from: 0, to: 1439 } }))).toEqual([{ name: F.outboundDepartureTime, range: { from: "00:00", to: "23:59" } }]);
    expect(without(facets({ outboundArrival: { from: 360, to: 719 } }))).toEqual([{ name: F.outboundArrivalTime, range: { from: "06:00", to: "11:59" } }]);
    expect(without(facets({ inboundDeparture: { from: 720, to: 1079 } }))).toEqual([{ name: F.inboundDepartureTime, range: { from: "12:00", to: "17:59" } }]);
    expect(without(facets({ inboundArrival: { from: 1080, to: 1439 } }))).toEqual([{ name: F.inboundArrivalTime, range: { from: "18:00", to: "23:59" } }]);
  });

  test("a one-way trip sends no inbound time windows (it has no inbound leg)", () => {
    const chosen = { outboundDeparture: { from: 360, to: 719 }, inboundDeparture: { from: 720, to: 1079 }, inboundArrival: { from: 0, to: 359 } };
    expect(without(facets(chosen, { returnTrip: false }))).toEqual([{ name: F.outboundDepartureTime, range: { from: "06:00", to: "11:59" } }]);
  });

  test("connection time and trip duration are ranges from 0 to the chosen value", () => {
    expect(without(facets({ maxConnectionMinutes: 90 }))).toEqual([{ name: F.connectionTime, range: { from: 0, to: 90 } }]);
    expect(without(facets({ maxDurationMinutes: 240 }))).toEqual([{ name: F.tripDuration, range: { from: 0, to: 240 } }]);
  });

  test("price range in minor units", () => {
    expect(without(facets({ price: { min: 10_000, max: 60_000 } }))).toEqual([{ name: F.price, range: { from: 10_000, to: 60_000 } }]);
  });

  test("a free-flight voucher replaces the price facet with 0 to voucherAmount × 100", () => {
    expect(without(facets({}, { voucherCapMinor: 15_000 }))).toEqual([{ name: F.price, range: { from: 0, to: 15_000 } }]);
    // The shopper's own price range cannot widen (or narrow) the voucher's.
    const withPrice = without(facets({ price: { min: 0, max: 90_000 } }, { voucherCapMinor: 15_000 }));
    expect(withPrice.filter((facet) => facet.name === F.price)).toEqual([{ name: F.price, range: { from: 0, to: 15_000 } }]);
  });
});

describe("flight filters ⇄ URL", () => {
  const read = (query: string) => flightFiltersFromParams(new URLSearchParams(query));

  test("reads every filter and writes it back the same", () => {
    const query = "price=0-50000&direct=true&luggage=CABIN-CHECKED&outDep=360-719&outArr=0-359&inDep=720-1079&inArr=1080-1439&connection=120&duration=300";
    const parsed = read(query);
    expect(parsed).toEqual({
      price: { min: 0, max: 50_000 }, directOnly: true, luggage: ["CABIN", "CHECKED"],
      outboundDeparture: { from: 360, to: 719 }, outboundArrival: { from: 0, to: 359 }, inboundDeparture: { from: 720, to: 1079 }, inboundArrival: { from: 1080, to: 1439 },
      maxConnectionMinutes: 120, maxDurationMinutes: 300,
    });
    expect(writeFlightFilters(new URLSearchParams(), parsed).toString()).toBe(query);
    expect(appliedFlightFilterCount(parsed)).toBe(10);
  });

  test("no filter writes no parameter, and other parameters are kept", () => {
    expect(writeFlightFilters(new URLSearchParams("departure=MAD&direct=true"), NO_FLIGHT_FILTERS).toString()).toBe("departure=MAD");
    expect(appliedFlightFilterCount(NO_FLIGHT_FILTERS)).toBe(0);
  });

  test("hostile values are dropped, never thrown", () => {
    expect(read("price=abc&direct=yes&luggage=CARGO&outDep=1439-0&outArr=0-1440&inDep=-5-10&connection=0&duration=99999999&inArr=" + "9".repeat(300))).toEqual(NO_FLIGHT_FILTERS);
    expect(read("luggage=CABIN&luggage=CABIN,bogus").luggage).toEqual(["CABIN"]);
    expect(read("outDep=-719").outboundDeparture).toEqual({ from: 0, to: 719 });
  });
});
