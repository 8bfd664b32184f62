import { describe, expect, test } from "vitest";
import { searchQueryToParams } from "../../shared/search-query";
import { parseSearchQuery } from "../../shared/search/parse-search-query";

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

describe("parseSearchQuery", () => {
  test("reads every parameter of the spec", () => {
    expect(
      parse("product=DP&cartId=c-1&adults=3&childrenAges=4-9&outboundDate=2027-06-01&returnDate=2027-06-08&checkoutStep=travellers&departure=MAD&destination=ROM&mealPlans=BREAKFAST-HALF_BOARD&freeCancellation=true"),
    ).toEqual({
      product: "DP",
      cartId: "c-1",
      adults: 3,
      childrenAges: [4, 9],
      outboundDate: "2027-06-01",
      returnDate: "2027-06-08",
      checkoutStep: "travellers",
      departure: "MAD",
      destination: "ROM",
      mealPlans: ["BREAKFAST", "HALF_BOARD"],
      freeCancellation: true,
      ignored: [],
    });
  });

  test("defaults: two adults, nothing else", () => {
    expect(parse("")).toMatchObject({ product: null, adults: 2, childrenAges: [], mealPlans: [], freeCancellation: false, ignored: [] });
  });

  test("ALL_MEAL_PLANS is ignored", () => {
    expect(parse("mealPlans=ALL_MEAL_PLANS").mealPlans).toEqual([]);
    expect(parse("mealPlans=ALL_MEAL_PLANS-BREAKFAST").mealPlans).toEqual(["BREAKFAST"]);
  });

  test("bad values are dropped and listed, never thrown", () => {
    const query = parse("product=ZZ&adults=0&childrenAges=4-x-30&outboundDate=2027-02-30&returnDate=yesterday&cartId=<script>&freeCancellation=yes");
    expect(query).toMatchObject({ product: null, adults: 2, childrenAges: [4], outboundDate: null, returnDate: null, cartId: null, freeCancellation: false });
    expect(query.ignored.sort()).toEqual(["adults", "cartId", "childrenAges", "outboundDate", "product", "returnDate"]);
  });

  test("a return before the outbound date is dropped", () => {
    expect(parse("outboundDate=2027-06-08&returnDate=2027-06-01")).toMatchObject({ outboundDate: "2027-06-08", returnDate: null, ignored: ["returnDate"] });
  });

  test("round-trips through query parameters, omitting empty values", () => {
    const query = parse("destination=ROM&adults=2&mealPlans=BREAKFAST&childrenAges=5");
    expect(searchQueryToParams(query).toString()).toBe("destination=ROM&adults=2&childrenAges=5&mealPlans=BREAKFAST");
  });
});

describe("lists from a form and from a link read alike", () => {
  test("repeated childrenAges and mealPlans parameters (a GET form's selects and checkboxes)", () => {
    const query = parseSearchQuery(new URLSearchParams("childrenAges=4&childrenAges=&childrenAges=9&mealPlans=BREAKFAST&mealPlans=HALF_BOARD"));
    expect(query.childrenAges).toEqual([4, 9]);
    expect(query.mealPlans).toEqual(["BREAKFAST", "HALF_BOARD"]);
  });

  test("at most 6 children; the rest are dropped and noted", () => {
    const query = parseSearchQuery(new URLSearchParams("childrenAges=1-2-3-4-5-6-7-8"));
    expect(query.childrenAges).toEqual([1, 2, 3, 4, 5, 6]);
    expect(query.ignored).toContain("childrenAges");
  });

  test("a 10 KB list is ignored, never thrown", () => {
    expect(parseSearchQuery(new URLSearchParams(`childrenAges=${"1-".repeat(5000)}`)).childrenAges).toEqual([]);
  });
});
