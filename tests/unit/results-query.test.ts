import { describe, expect, test } from "vitest";
import { HOTEL_SORTS } from "../../shared/api/shopping";
import { resultsQueryFrom, writeResultsQuery } from "../../shared/search/results-query";

const read = (query: string) => resultsQueryFrom(new URLSearchParams(query), HOTEL_SORTS);

describe("page, sort and search id in a results URL", () => {
  test("defaults: page 1, RECOMMENDED ascending, no search yet (SPEC §4)", () => {
    expect(read("")).toEqual({ page: 1, sort: { name: "RECOMMENDED", ascending: true }, searchId: null });
  });

  test("reads them", () => {
    expect(read("page=3&sort=-RATING&searchId=HS-abc_1")).toEqual({ page: 3, sort: { name: "RATING", ascending: false }, searchId: "HS-abc_1" });
    expect(read("sort=PRICE").sort).toEqual({ name: "PRICE", ascending: true });
  });

  test.each(["page=0", "page=-2", "page=abc", "page=1.5", "page=99999", "sort=BRIBES", "sort=--PRICE", "searchId=../../x", `searchId=${"a".repeat(65)}`])(
    "falls back to the default for %s",
    (query) => {
      const fallback = read("");
      const got = read(query);
      expect([got.page, got.sort, got.searchId]).toEqual([fallback.page, fallback.sort, fallback.searchId]);
    },
  );

  test("round trip, and the defaults leave no parameter", () => {
    const state = { page: 4, sort: { name: "STARS", ascending: false }, searchId: "HS-1" };
    expect(resultsQueryFrom(writeResultsQuery(new URLSearchParams(), state), HOTEL_SORTS)).toEqual(state);
    expect(writeResultsQuery(new URLSearchParams("destination=ROM&page=2"), read("")).toString()).toBe("destination=ROM");
  });
});
