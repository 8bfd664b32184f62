import { describe, expect, test } from "vitest";
import { bestOf, cancellationRank, mealPlanRank, perNightOf } from "../../shared/saved-stays/compare";
import { savedStayIdOf } from "../../shared/saved-stays/identity";
import { newDatesHref, savedStayHref, tripResultsHref } from "../../shared/saved-stays/links";
import { comparedIdsFrom, comparisonOf, tripsOf } from "../../shared/saved-stays/trips";
import { parseSearchQuery } from "../../shared/search/parse-search-query";
import { BASE, stay } from "./support/saved-stay";

/** /saved's rules: trips in order, past ones last; what a comparison URL names; the best of a row; where a stay leads. */

const TODAY = "2030-05-10";

describe("grouping by trip", () => {
  test("trips to come first, the soonest first; past trips last, the latest first; stays newest saved first", () => {
    const june = [stay("June A", BASE + 1), stay("June B", BASE + 5)];
    const july = stay("July", BASE + 2, {}, { outboundDate: "2030-07-01", returnDate: "2030-07-04" });
    const april = stay("April", BASE + 3, {}, { outboundDate: "2030-04-01", returnDate: "2030-04-04" });
    const march = stay("March", BASE + 4, {}, { outboundDate: "2030-03-01", returnDate: "2030-03-04" });
    const trips = tripsOf([...june, july, april, march], TODAY);
    expect(trips.map((trip) => [trip.search.outboundDate, trip.past])).toEqual([
      ["2030-06-01", false],
      ["2030-07-01", false],
      ["2030-04-01", true],
      ["2030-03-01", true],
    ]);
    expect(trips[0]!.stays.map((entry) => entry.name)).toEqual(["June B", "June A"]);
  });

  test("a trip starting today is still to come", () => {
    expect(tripsOf([stay("Today", BASE, {}, { outboundDate: TODAY })], TODAY)[0]!.past).toBe(false);
  });

  test("the same destination and dates as a package is another trip", () => {
    const trips = tripsOf([stay("Hotel", BASE), stay("Package", BASE + 1, {}, { product: "DP", departure: "MIL", departureName: "Milan" })], TODAY);
    expect(trips).toHaveLength(2);
  });
});

describe("what a comparison URL names", () => {
  test("up to three distinct ids, in order; anything else left out", () => {
    expect(comparedIdsFrom(null)).toEqual([]);
    expect(comparedIdsFrom("a1,b2,a1,c3,d4")).toEqual(["a1", "b2", "c3"]);
    expect(comparedIdsFrom("a1,<script>,B2,toolongid9")).toEqual(["a1"]);
  });

  test("two or three saved stays of one trip compare; fewer, or of two trips, do not", () => {
    const [a, b, c] = [stay("A", BASE), stay("B", BASE + 1), stay("C", BASE + 2, {}, { adults: 3 })];
    const id = savedStayIdOf;
    const comparison = comparisonOf([a, b, c], [id(b), id(a)], TODAY);
    expect(comparison.kind).toBe("comparable");
    if (comparison.kind === "comparable") expect(comparison.stays.map((entry) => entry.name)).toEqual(["B", "A"]);
    expect(comparisonOf([a, b, c], [id(a)], TODAY)).toEqual({ kind: "not-comparable", reason: "too-few" });
    expect(comparisonOf([a], [id(a), id(b)], TODAY)).toEqual({ kind: "not-comparable", reason: "too-few" });
    expect(comparisonOf([a, b, c], [id(a), id(c)], TODAY)).toEqual({ kind: "not-comparable", reason: "different-trips" });
  });
});

describe("the best of a comparison row", () => {
  test("the lowest or highest value, ties all best", () => {
    expect(bestOf([300, 200, 250], "lower")).toEqual([false, true, false]);
    expect(bestOf([8.1, 9.2, 9.2], "higher")).toEqual([false, true, true]);
  });
  test("nothing is best when all are equal, or fewer than two are known", () => {
    expect(bestOf([4, 4, 4], "higher")).toEqual([false, false, false]);
    expect(bestOf([null, 120, null], "lower")).toEqual([false, false, false]);
    expect(bestOf([null, 120, 90], "lower")).toEqual([false, false, true]);
  });
  test("boards rank by what they include; free cancellation by its last day, above a rate that has none", () => {
    const roomOnly = stay("R", BASE, { room: { name: "Room", mealPlan: "ROOM_ONLY", freeCancellationUntil: null } });
    const halfBoard = stay("H", BASE, { room: { name: "Room", mealPlan: "HALF_BOARD", freeCancellationUntil: "2030-05-28" } });
    const deal = stay("D", BASE, { room: null });
    expect(bestOf([roomOnly, halfBoard, deal].map(mealPlanRank), "higher")).toEqual([false, true, false]);
    expect(bestOf([roomOnly, halfBoard, deal].map(cancellationRank), "higher")).toEqual([false, true, false]);
    expect(cancellationRank(roomOnly)).toBe(0);
    expect(cancellationRank(deal)).toBeNull();
  });
  test("per night as seen, or the total spread over the nights when none was shown", () => {
    expect(perNightOf(stay("A", BASE), 4)).toBe(24_000);
    expect(perNightOf(stay("B", BASE, { price: { total: 100_000, perNight: null, currency: "EUR", seenAt: BASE } }), 4)).toBe(25_000);
    expect(perNightOf(stay("C", BASE, { price: null }), 4)).toBeNull();
  });
});

describe("where a saved stay leads", () => {
  test("its page for the same search, found again at the edge (the price is asked again there)", () => {
    const href = savedStayHref(stay("Trevi", BASE, {}, { childrenAges: [7], mealPlans: ["BREAKFAST"], freeCancellation: true }));
    const url = new URL(href, "http://shop.example");
    expect(url.pathname).toBe("/saved/open");
    expect(url.searchParams.get("accommodationId")).toBe("HTL-Trevi");
    expect(url.searchParams.get("mealPlan")).toBe("BREAKFAST");
    // The search as the storefront reads it (SPEC §2's parameters).
    expect(parseSearchQuery(url.searchParams)).toMatchObject({ product: "H", destination: "ROM", outboundDate: "2030-06-01", returnDate: "2030-06-05", adults: 2, childrenAges: [7], mealPlans: ["BREAKFAST"], freeCancellation: true, ignored: [] });
  });
  test("a package without its departure opens its results, which ask for it; a past trip offers new dates", () => {
    const deal = stay("Deal", BASE, { room: null }, { product: "DP" });
    expect(savedStayHref(deal)).toBe("/DP?product=DP&destination=ROM&outboundDate=2030-06-01&returnDate=2030-06-05&adults=2");
    expect(newDatesHref(stay("Trevi", BASE).search)).toBe("/H?product=H&destination=ROM&adults=2");
    expect(tripResultsHref(stay("Trevi", BASE, {}, { departure: "MIL", product: "HGH" }).search)).toBe("/HGH?product=HGH&departure=MIL&destination=ROM&outboundDate=2030-06-01&returnDate=2030-06-05&adults=2");
  });
});

describe("naming a trip", () => {
  test("with the places' names any of its stays knows: a hotel's page may not know the departure's name, its results did", () => {
    const fromResults = stay("From results", BASE, {}, { product: "DP", departure: "MIL", departureName: "Milan" });
    const fromDetail = stay("From the hotel's page", BASE + 1, {}, { product: "DP", departure: "MIL", departureName: null });
    const [trip] = tripsOf([fromResults, fromDetail], TODAY);
    expect(trip!.stays.map((entry) => entry.name)).toEqual(["From the hotel's page", "From results"]);
    expect(trip!.search.departureName).toBe("Milan");
  });
});
