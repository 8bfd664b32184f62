import { describe, expect, test } from "vitest";
import { MAX_RECENT_SEARCHES, recentSearchesFrom, withoutRecentSearch, withRecentSearch, type RecentSearch } from "../../shared/recent-searches";

const TODAY = "2030-05-10";
const search = (destination: string, outboundDate = "2030-06-01", extra: Partial<RecentSearch> = {}): RecentSearch => ({
  href: `/H?destination=${destination}&outboundDate=${outboundDate}&adults=2`,
  product: "H",
  destination,
  departure: null,
  outboundDate,
  returnDate: "2030-06-05",
  adults: 2,
  children: 0,
  ...extra,
});
const stored = (value: unknown) => JSON.stringify(value);

describe("recording a search", () => {
  test("the newest comes first and at most three are kept", () => {
    let list: RecentSearch[] = [];
    for (const place of ["ROM", "PAR", "MAD", "LIS"]) list = withRecentSearch(list, search(place), TODAY);
    expect(list.map((entry) => entry.destination)).toEqual(["LIS", "MAD", "PAR"]);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
  });
  test("the same search again moves to the top instead of appearing twice", () => {
    let list = [search("ROM"), search("PAR")].reduce<RecentSearch[]>((all, entry) => withRecentSearch(all, entry, TODAY), []);
    list = withRecentSearch(list, search("ROM"), TODAY);
    expect(list.map((entry) => entry.destination)).toEqual(["ROM", "PAR"]);
  });
  test("searches whose first day has passed are dropped; today's stays", () => {
    const list = [search("ROM", "2030-05-09"), search("PAR", TODAY)].reduce<RecentSearch[]>((all, entry) => withRecentSearch(all, entry, TODAY), []);
    expect(list.map((entry) => entry.destination)).toEqual(["PAR"]);
  });
  test("removing one keeps the others in order", () => {
    const list = [search("ROM"), search("PAR"), search("MAD")];
    expect(withoutRecentSearch(list, search("PAR").href).map((entry) => entry.destination)).toEqual(["ROM", "MAD"]);
  });
});

describe("reading what the browser stored", () => {
  test("a valid list reads back as stored", () => {
    const list = [search("ROM"), search("PAR", "2030-07-01", { product: "F", departure: "Madrid", returnDate: null, children: 2 })];
    expect(recentSearchesFrom(stored(list), TODAY)).toEqual(list);
  });
  test.each([null, "", "not json", "{}", "42", stored({ searches: [] })])("anything but a JSON list reads as none: %s", (value) => {
    expect(recentSearchesFrom(value, TODAY)).toEqual([]);
  });
  test("a bad entry is skipped, not the whole list", () => {
    const list = [
      search("ROM"),
      { ...search("BAD"), product: "X" },
      { ...search("EVIL"), href: "//evil.example/?x" },
      { ...search("JS"), href: "javascript:alert(1)" },
      { ...search("NODATE"), outboundDate: "soon" },
      { ...search("MANY"), adults: 40 },
      "ROM",
      null,
      search("PAR"),
    ];
    expect(recentSearchesFrom(stored(list), TODAY).map((entry) => entry.destination)).toEqual(["ROM", "PAR"]);
  });
  test("stored lists are held to the same rules: past dropped, duplicates and extras cut", () => {
    const list = [search("OLD", "2030-01-01"), search("ROM"), search("ROM"), search("PAR"), search("MAD"), search("LIS")];
    expect(recentSearchesFrom(stored(list), TODAY).map((entry) => entry.destination)).toEqual(["ROM", "PAR", "MAD"]);
  });
});
