import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AccommodationSummarySchema, MEAL_PLANS, PROPERTY_TYPES, TransportProposalSchema } from "../../shared/api/shopping";
import { DESTINATIONS } from "../../sandbox/shopping/destinations";
import { flightProposalsFor } from "../../sandbox/shopping/flight-offers";
import { AIRLINES, ORIGIN_AIRPORTS, ROUTES, airportByCode } from "../../sandbox/shopping/flight-network";
import { distanceMeters } from "../../sandbox/shopping/geo";
import { buildHotelCatalogue } from "../../sandbox/shopping/hotel-catalogue";
import { hotelOffersFor } from "../../sandbox/shopping/hotel-offers";

/** The sandbox's shopping data: big enough to page and filter, and the same on every start. */
const catalogue = buildHotelCatalogue();
const REQUIRED_DESTINATIONS = ["ROM", "BCN", "PAR", "LIS", "ATH", "PMI", "MAD", "MIL", "NAP", "SVQ", "NCE", "AMS", "PRG", "VIE", "DBV", "JTR", "TCI"];

describe("hotel catalogue", () => {
  it("holds at least 300 hotels over at least 15 destinations, with unique ids", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    const destinations = new Set(catalogue.map((h) => h.staticData.destination.code));
    expect(destinations.size).toBeGreaterThanOrEqual(15);
    expect([...destinations]).toEqual(expect.arrayContaining(REQUIRED_DESTINATIONS));
    expect(new Set(catalogue.map((h) => h.staticData.id)).size).toBe(catalogue.length);
  });

  it("is the same on every build", () => {
    expect(buildHotelCatalogue()).toEqual(catalogue);
  });

  it("covers every star rating, property type and meal plan, with hotels near their city centre", () => {
    expect(new Set(catalogue.map((h) => h.staticData.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(catalogue.map((h) => h.staticData.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(catalogue.map((h) => h.mealPlan))).toEqual(new Set(MEAL_PLANS));
    expect(catalogue.some((h) => h.flashSaleDiscount !== null) && catalogue.some((h) => h.freeCancellation)).toBe(true);
    for (const hotel of catalogue) {
      const centre = DESTINATIONS.find((d) => d.code === hotel.staticData.destination.code)!.centre;
      expect(distanceMeters(centre, hotel.staticData.coordinates)).toBeLessThan(12_000);
      expect(Number.isInteger(hotel.baseNightly)).toBe(true);
    }
  });

  it("matches the shared accommodation schema", () => {
    for (const hotel of catalogue) expect(v.is(AccommodationSummarySchema, hotel.staticData), hotel.staticData.id).toBe(true);
  });
});

describe("flight network and offers", () => {
  it("serves at least 30 routes from the European origins, by known airlines", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ROUTES.map((r) => r.origin))).toEqual(new Set(ORIGIN_AIRPORTS));
    for (const route of ROUTES) expect(airportByCode(route.origin)?.cityCode).not.toBe(route.destinationCity);
    expect(AIRLINES.every((a) => /^[A-Z0-9]{2}$/.test(a.code))).toBe(true);
  });

  it("gives the same proposals for the same trip, valid against the shared schema", () => {
    const trip = { departure: "CDG", destination: "LIS", outboundDate: "2026-10-02", returnDate: "2026-10-09", adults: 1, childrenAges: [1] };
    const proposals = flightProposalsFor(trip)!;
    expect(proposals.length).toBeGreaterThan(20);
    expect(flightProposalsFor(trip)).toEqual(proposals);
    for (const p of proposals) {
      expect(v.is(TransportProposalSchema, p)).toBe(true);
      expect(p.legs).toHaveLength(2);
      for (const leg of p.legs) {
        expect(leg.stops).toBe(leg.connections.length);
        expect(leg.segments).toHaveLength(leg.stops + 1);
      }
      expect(p.price.total.amount).toBe(p.price.perAdult.amount + Math.round(p.price.perAdult.amount * 0.1));
    }
  });

  it("has no proposals for an unserved route", () => {
    expect(flightProposalsFor({ departure: "MAD", destination: "JTR", outboundDate: "2026-10-02", adults: 1, childrenAges: [] })).toBeNull();
  });
});

describe("hotel offers", () => {
  it("prices the same search identically", () => {
    const search = { productType: "DP" as const, destination: "PMI", departure: "BCN", outboundDate: "2026-08-01", returnDate: "2026-08-08", adults: 2, childrenAges: [4], businessProfileId: "BP", language: "en" as const };
    const offers = hotelOffersFor(search);
    expect(offers).toEqual(hotelOffersFor(search));
    expect(offers.ok && offers.proposals.length).toBe(28);
  });
});
