import { describe, expect, test } from "vitest";
import { loadDateStrip, type DateStripSearches, type FirstPageOutcome } from "../../client/date-strip/load-date-strip";
import {
  cheapestOf, datePriceKeyOf, dateStripOf, MAX_STRIP_SEARCHES, NO_SALE, stripCellsOf, stripDayHref, stripDaysOf,
  type DatePriceStore, type DayPrice, type NormalisedDayQuery, type StripDay,
} from "../../shared/search/date-strip";

describe("the strip's days (shared/search/date-strip.ts)", () => {
  test("are the searched departure and three days either side, the trip's length kept", () => {
    const days = stripDaysOf("2031-06-01", "2031-06-05", "2031-01-01");
    expect(days.map((d) => d.offset)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(days[0]).toEqual({ offset: -3, outboundDate: "2031-05-29", returnDate: "2031-06-02" });
    expect(days[6]).toEqual({ offset: 3, outboundDate: "2031-06-04", returnDate: "2031-06-08" });
  });

  test("a one-way flight has no return; month and year ends roll over", () => {
    expect(stripDaysOf("2031-01-01", null, "2030-01-01").map((d) => [d.outboundDate, d.returnDate])).toEqual([
      ["2030-12-29", null], ["2030-12-30", null], ["2030-12-31", null], ["2031-01-01", null], ["2031-01-02", null], ["2031-01-03", null], ["2031-01-04", null],
    ]);
  });

  test("days before today are not offered (today is)", () => {
    expect(stripDaysOf("2031-06-02", "2031-06-04", "2031-06-01").map((d) => d.offset)).toEqual([-1, 0, 1, 2, 3]);
    expect(stripDaysOf("2031-06-01", "2031-06-04", "2031-06-01").map((d) => d.offset)).toEqual([0, 1, 2, 3]);
  });
});

describe("the cheapest of a page", () => {
  test("is the lowest total, in its currency; an empty page has nothing to sell", () => {
    expect(cheapestOf([{ total: 500, currency: "EUR" }, { total: 300, currency: "EUR" }, { total: 400, currency: "EUR" }])).toEqual({ kind: "price", amount: 300, currency: "EUR" });
    expect(cheapestOf([])).toEqual({ kind: "none" });
  });
});

describe("the normalised key of a day's price", () => {
  const base: NormalisedDayQuery = {
    domain: "viaggi.localhost",
    scope: "anonymous",
    search: { productType: "H", businessProfileId: "BP-H", destination: "ROM", outboundDate: "2031-06-01", returnDate: "2031-06-05", adults: 2, childrenAges: [7, 4] },
    facets: [{ name: "stars", values: [5, 4] }, { name: "price", range: { from: 0, to: 90_000 } }],
  };
  const key = ({ search, ...change }: Partial<Omit<NormalisedDayQuery, "search">> & { search?: Partial<NormalisedDayQuery["search"]> } = {}) =>
    datePriceKeyOf({ ...base, ...change, search: { ...base.search, ...search } });

  test("ignores what does not change a price: language, order of ages, facets and values, the host's case", () => {
    const withLanguage = { ...base.search, language: "it" } as NormalisedDayQuery["search"];
    expect(datePriceKeyOf({ ...base, search: withLanguage })).toBe(key());
    expect(key({ search: { childrenAges: [4, 7] } })).toBe(key());
    expect(key({ facets: [{ name: "price", range: { from: 0, to: 90_000 } }, { name: "stars", values: [4, 5] }] })).toBe(key());
    expect(key({ domain: "VIAGGI.localhost" })).toBe(key());
  });

  test("tells apart every thing that does: day, return, party, place, product, filters, brand, member", () => {
    const others = [
      key({ search: { outboundDate: "2031-06-02" } }),
      key({ search: { returnDate: "2031-06-06" } }),
      key({ search: { adults: 3 } }),
      key({ search: { childrenAges: [7] } }),
      key({ search: { destination: "MIL" } }),
      key({ search: { departure: "MAD" } }),
      key({ search: { productType: "DP" } }),
      key({ search: { businessProfileId: "BP-X" } }),
      key({ search: { memberPrices: true } }),
      key({ facets: [] }),
      key({ facets: [{ name: "stars", values: [5] }, { name: "price", range: { from: 0, to: 90_000 } }] }),
      key({ domain: "localhost" }),
      key({ scope: "member:M-1" }),
    ];
    expect(new Set([key(), ...others]).size).toBe(others.length + 1);
  });
});

describe("what travels to the page, and the links", () => {
  test("a compact strip: prices by day from the first offset, none and unknown told apart", () => {
    const days = stripDaysOf("2031-06-01", "2031-06-05", "2031-05-31");
    const prices: (DayPrice | null)[] = [{ kind: "price", amount: 41_200, currency: "EUR" }, { kind: "none" }, null, { kind: "price", amount: 33_200, currency: "EUR" }, null];
    const strip = dateStripOf(days.map((day, i) => ({ ...day, price: prices[i] ?? null })), "GBP");
    expect(strip).toEqual({ first: -1, currency: "EUR", prices: [41_200, NO_SALE, null, 33_200, null] });
    const cells = stripCellsOf(strip, "2031-06-01", "2031-06-05");
    expect(cells.map((c) => c.price)).toEqual(prices);
    expect(cells.map((c) => c.outboundDate)).toEqual(days.map((d) => d.outboundDate));
    expect(dateStripOf(days.map((day) => ({ ...day, price: null })), "GBP").currency).toBe("GBP");
  });

  test("a day's link is this page's search on that day: dates moved, a new search on its first page, filters and sort kept", () => {
    const search = "?destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2&stars=4-5&sort=PRICE&searchId=HS-1&page=3";
    const href = stripDayHref(search, { outboundDate: "2031-05-30", returnDate: "2031-06-03" });
    const params = new URLSearchParams(href.slice(1));
    expect(href.startsWith("?")).toBe(true);
    expect(Object.fromEntries(params)).toEqual({ destination: "ROM", outboundDate: "2031-05-30", returnDate: "2031-06-03", adults: "2", stars: "4-5", sort: "PRICE" });
    expect(new URLSearchParams(stripDayHref("?outboundDate=2031-06-01&returnDate=x", { outboundDate: "2031-06-02", returnDate: null }).slice(1)).has("returnDate")).toBe(false);
  });
});

/** A store in memory that counts what it was asked. */
function memoryStore(scope: DatePriceStore["scope"] = "anonymous") {
  const entries = new Map<string, DayPrice>();
  return {
    entries,
    scope,
    get: async (key: string) => entries.get(key) ?? null,
    put: async (key: string, price: DayPrice) => void entries.set(key, price),
  } satisfies DatePriceStore & { entries: Map<string, DayPrice> };
}

function fakeSearches(answer: (day: StripDay) => DayPrice | null | Promise<DayPrice | null> = (day) => ({ kind: "price", amount: 30_000 + day.offset * 1_000, currency: "EUR" })) {
  const searched: string[] = [];
  const ofSearch: string[] = [];
  const searches: DateStripSearches = {
    keyOf: (day) => `k:${day.outboundDate}`,
    searchDay: async (day) => {
      searched.push(day.outboundDate);
      return answer(day);
    },
    cheapestOfSearch: async (searchId) => {
      ofSearch.push(searchId);
      return { kind: "price", amount: 29_000, currency: "EUR" };
    },
  };
  return { searches, searched, ofSearch };
}

const DAYS = stripDaysOf("2031-06-01", "2031-06-05", "2031-01-01");
const RESULTS: FirstPageOutcome = { kind: "results", searchId: "HS-1", cheapest: null };

describe("the strip at the edge (client/date-strip)", () => {
  test("searches nothing when the first page failed", async () => {
    const { searches, searched, ofSearch } = fakeSearches();
    expect(await loadDateStrip(Promise.resolve({ kind: "failed" }), searches, { days: DAYS, store: memoryStore(), currency: "EUR" })).toBeNull();
    expect(searched).toEqual([]);
    expect(ofSearch).toEqual([]);
  });

  test("cold: one search for each other day (six), the searched day from the page's own search", async () => {
    const store = memoryStore();
    const { searches, searched, ofSearch } = fakeSearches();
    const strip = await loadDateStrip(Promise.resolve(RESULTS), searches, { days: DAYS, store, currency: "EUR" });
    expect(searched).toHaveLength(MAX_STRIP_SEARCHES);
    expect(searched).not.toContain("2031-06-01");
    expect(ofSearch).toEqual(["HS-1"]);
    expect(strip).toEqual({ first: -3, currency: "EUR", prices: [27_000, 28_000, 29_000, 29_000, 31_000, 32_000, 33_000] });
    expect(store.entries.size).toBe(7);
  });

  test("warm: nothing searched at all", async () => {
    const store = memoryStore();
    await loadDateStrip(Promise.resolve(RESULTS), fakeSearches().searches, { days: DAYS, store, currency: "EUR" });
    const { searches, searched, ofSearch } = fakeSearches();
    const strip = await loadDateStrip(Promise.resolve(RESULTS), searches, { days: DAYS, store, currency: "EUR" });
    expect([...searched, ...ofSearch]).toEqual([]);
    expect(strip?.prices).toHaveLength(7);
  });

  test("a page sorted by price gives the searched day's price without a call; a sold-out search gives none", async () => {
    const { searches, ofSearch } = fakeSearches();
    const priced = await loadDateStrip(Promise.resolve({ ...RESULTS, cheapest: { kind: "price", amount: 12_300, currency: "EUR" } }), searches, { days: DAYS, store: memoryStore(), currency: "EUR" });
    expect(priced?.prices[3]).toBe(12_300);
    const soldOut = await loadDateStrip(Promise.resolve({ kind: "none" }), searches, { days: DAYS, store: memoryStore(), currency: "EUR" });
    expect(soldOut?.prices[3]).toBe(NO_SALE);
    expect(ofSearch).toEqual([]);
  });

  test("more days than six never make more than six searches", async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ offset: i - 6, outboundDate: `2031-07-${String(i + 1).padStart(2, "0")}`, returnDate: null }));
    const { searches, searched } = fakeSearches();
    await loadDateStrip(Promise.resolve(RESULTS), searches, { days: many, store: memoryStore(), currency: "EUR" });
    expect(searched).toHaveLength(MAX_STRIP_SEARCHES);
  });

  test("a failed day shows no price and is not kept; nothing to sell is kept", async () => {
    const store = memoryStore();
    const { searches } = fakeSearches((day) => (day.offset === -1 ? null : day.offset === 1 ? { kind: "none" } : { kind: "price", amount: 100, currency: "EUR" }));
    const strip = await loadDateStrip(Promise.resolve(RESULTS), searches, { days: DAYS, store, currency: "EUR" });
    expect(strip?.prices[2]).toBeNull();
    expect(strip?.prices[4]).toBe(NO_SALE);
    expect(store.entries.has("k:2031-05-31")).toBe(false);
    expect(store.entries.get("k:2031-06-02")).toEqual({ kind: "none" });
  });

  test("answers by its deadline after the first page, whatever is still searching", async () => {
    const { searches } = fakeSearches((day) => (day.offset === 2 ? new Promise(() => {}) : { kind: "price", amount: 100, currency: "EUR" }));
    const started = Date.now();
    const strip = await loadDateStrip(Promise.resolve(RESULTS), searches, { days: DAYS, store: memoryStore(), currency: "EUR", afterFirstPageMs: 100 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(strip?.prices[5]).toBeNull();
    expect(strip?.prices[6]).toBe(100);
  });

  test("a single day (today is the last of the window's past) still makes a strip only with a neighbour", async () => {
    const { searches, searched } = fakeSearches();
    expect(await loadDateStrip(Promise.resolve(RESULTS), searches, { days: DAYS.slice(3, 4), store: memoryStore(), currency: "EUR" })).toBeNull();
    expect(searched).toEqual([]);
  });
});
