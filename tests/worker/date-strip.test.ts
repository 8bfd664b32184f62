import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { brandCopy } from "./support/brand-copy";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, readStream, useShopWorker } from "./support/shop-pages";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * The flexible-dates strip at the edge (client/search/date-strip.ts, worker/date-prices): computed
 * after the first page from one search per other day, at most six, streamed after the cards, kept
 * in the Cache API per normalised query, none for crawlers or when the first page failed, and
 * honest about days with nothing to sell. The worker's cache lives as long as the file's worker, so
 * each test shops on a host of its own (a copy of viaggi): its prices are its own, whatever dates
 * another test searched; the sandbox is reset before each test.
 */

const shop = useShopWorker();
let host: string;
beforeEach(async () => {
  host = await brandCopy(shop(), "viaggi.localhost", {}, "strip");
});
const HDP = "/api/services/app/ShoppingHDPService/";
const TRANSPORT = "/api/services/app/ShoppingTransportService/";
const STRIP = 'aria-label="Totale più basso nelle date vicine"';
const CARD = "data-proposal-id=";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const hotels = (outbound: string, back: string, extra = "") => `/H?destination=ROM&outboundDate=${outbound}&returnDate=${back}&adults=2${extra}`;

const page = (path: string, init: { ua?: string; host?: string; cookie?: string } = {}) =>
  shop().fetch(path, { host: init.host ?? host, headers: { "user-agent": init.ua ?? BROWSER_UA, ...(init.cookie ? { cookie: init.cookie } : {}) } });
const calls = async (service: string, method: string) => (await callsTo(shop().sandbox.url, `${service}${method}`)).filter((call) => call.method === "POST");
const bodies = async (service: string, method: string) => (await calls(service, method)).map((call) => JSON.parse(call.body));
const fault = (call: string, body: Record<string, unknown>) => sandboxControl(shop().sandbox.url, "POST", "/faults", { call, ...body });

/** The strip's links: their names (as a screen reader reads them), targets and which is current. */
function stripOf(html: string) {
  const nav = new RegExp(`<nav ${STRIP}[^>]*>(.*?)</nav>`).exec(html)?.[1];
  if (!nav) return null;
  return [...nav.matchAll(/<a href="([^"]+)"( aria-current="date")?>(.*?)<\/a>/g)].map(([, href, current, inner]) => ({
    href: href!.replaceAll("&amp;", "&"),
    current: Boolean(current),
    name: inner!.replace(/<[^>]+>/g, "").replace(/\u00a0/g, " "),
  }));
}

describe("the flexible-dates strip on hotel results", () => {
  test("comes after the first cards in the same response, never before them", async () => {
    // The page's own CreateSearch answers at once; the strip's six take 400 ms each.
    await fault("ShoppingHDPService/CreateSearch", { kind: "latency", ms: 0, times: 1 });
    await fault("ShoppingHDPService/CreateSearch", { kind: "latency", ms: 400, times: 6 });
    const { html, at } = await readStream(await page(hotels("2031-03-10", "2031-03-14")), [CARD, STRIP]);
    expect(at[CARD]).toBeLessThan(300);
    expect(at[STRIP]).toBeGreaterThanOrEqual(at[CARD]! + 350);
    expect(html.match(/data-proposal-id="/g)).toHaveLength(20);
    expect(stripOf(html)).toHaveLength(7);
  });

  test("cold: six extra searches at most, one per other day, with the page's facets, cheapest first, one proposal each", async () => {
    await (await page(hotels("2031-03-20", "2031-03-24", "&stars=4-5"))).text();
    const creates = await bodies(HDP, "CreateSearch");
    expect(creates).toHaveLength(7);
    expect(creates.map((c) => c.outboundDate).sort()).toEqual(["2031-03-17", "2031-03-18", "2031-03-19", "2031-03-20", "2031-03-21", "2031-03-22", "2031-03-23"]);
    // The trip's length is kept.
    expect(creates.every((c) => Date.parse(c.returnDate) - Date.parse(c.outboundDate) === 4 * 86_400_000)).toBe(true);
    const retrieves = await bodies(HDP, "RetrieveProposals");
    // The page, six days, and the searched day's own cheapest (the page is not sorted by price).
    expect(retrieves).toHaveLength(8);
    for (const strip of retrieves.slice(1)) {
      expect(strip).toMatchObject({ page: { number: 1, size: 1 }, sort: { name: "PRICE", ascending: true }, facets: retrieves[0].facets });
    }
  });

  test("warm: the next page of the same search (another sort, another page) makes no extra call", async () => {
    await (await page(hotels("2031-04-10", "2031-04-14"))).text();
    await sandboxControl(shop().sandbox.url, "POST", "/reset");
    const html = await (await page(hotels("2031-04-10", "2031-04-14", "&sort=-RATING&page=2"))).text();
    expect(await calls(HDP, "CreateSearch")).toHaveLength(1);
    expect(await calls(HDP, "RetrieveProposals")).toHaveLength(1);
    expect(stripOf(html)?.every((day) => /da \d/.test(day.name))).toBe(true);
  });

  test("a crawler gets no strip and costs no extra search", async () => {
    const html = await (await page(hotels("2031-04-20", "2031-04-24"), { ua: GOOGLEBOT })).text();
    expect(html).toContain(CARD);
    expect(html).not.toContain(STRIP);
    expect(await calls(HDP, "CreateSearch")).toHaveLength(1);
    expect(await calls(HDP, "RetrieveProposals")).toHaveLength(1);
  });

  test("a first page that failed gets no strip and no extra search", async () => {
    await fault("ShoppingHDPService/CreateSearch", { kind: "status", status: 500, times: 1 });
    const noSearch = await (await page(hotels("2031-05-10", "2031-05-14"))).text();
    expect(noSearch).toContain('data-page="no-result"');
    expect(noSearch).not.toContain(STRIP);
    expect(await calls(HDP, "CreateSearch")).toHaveLength(1);

    await sandboxControl(shop().sandbox.url, "POST", "/reset");
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "error", message: "GENERIC_ERROR", times: 1 });
    const failed = await (await page(hotels("2031-05-10", "2031-05-14"))).text();
    expect(failed).toContain('data-page="results-failed"');
    expect(failed).not.toContain(STRIP);
    expect(await calls(HDP, "CreateSearch")).toHaveLength(1);
    expect(await calls(HDP, "RetrieveProposals")).toHaveLength(1);
  });

  test("days with nothing to sell say sold out, a day the backend failed says so by showing no price", async () => {
    // Sorted by price, the searched day's price is the first card's: no call of its own.
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "latency", ms: 0, times: 1 });
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "error", status: 404, message: "NO_CONTENT", times: 5 });
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "error", message: "GENERIC_ERROR", times: 1 });
    const html = await (await page(hotels("2031-05-20", "2031-05-24", "&sort=PRICE"))).text();
    const days = stripOf(html)!;
    expect(days.filter((d) => d.name.endsWith(": Esaurito"))).toHaveLength(5);
    expect(days.filter((d) => d.name.endsWith(": Vedi prezzi"))).toHaveLength(1);
    const searched = days.find((d) => d.current)!;
    const firstCard = /class="hcard-total[^"]*">([^<]+)</.exec(html)![1]!.replace(/\u00a0/g, " ");
    expect(searched.name).toBe(`mar 20 mag: da ${firstCard}`);

    // A failed day is asked again next time; the sold-out days are kept.
    await sandboxControl(shop().sandbox.url, "POST", "/reset");
    await (await page(hotels("2031-05-20", "2031-05-24", "&sort=PRICE"))).text();
    expect(await calls(HDP, "CreateSearch")).toHaveLength(2);
  });

  test("links: each day is this search on that day, as a new search, the searched day current; no day in the past", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const html = await (await page(hotels(tomorrow, later, "&stars=4&searchId=HS-old&page=2"))).text();
    const days = stripOf(html)!;
    // Yesterday and the day before are not offered: today, tomorrow (searched) and three after.
    expect(days).toHaveLength(5);
    expect(days.filter((d) => d.current)).toHaveLength(1);
    const [first] = days;
    const params = new URLSearchParams(first!.href.slice(1));
    expect(first!.href.startsWith("?")).toBe(true);
    expect(params.get("outboundDate")).toBe(today);
    expect(params.get("stars")).toBe("4");
    expect(params.has("searchId") || params.has("page")).toBe(false);
    const current = new URLSearchParams(days.find((d) => d.current)!.href.slice(1));
    expect([current.get("outboundDate"), current.get("returnDate")]).toEqual([tomorrow, later]);
  });

  test("a signed-in shopper's prices are not shared: a bearer without a known member keeps nothing", async () => {
    const cookie = "__Host-Abp.AuthToken=member-token-1";
    await (await page(hotels("2031-06-10", "2031-06-14"), { cookie })).text();
    await (await page(hotels("2031-06-10", "2031-06-14"), { cookie })).text();
    expect(await calls(HDP, "CreateSearch")).toHaveLength(14);
    // …and an anonymous shopper's cache is not theirs either.
    await sandboxControl(shop().sandbox.url, "POST", "/reset");
    await (await page(hotels("2031-06-10", "2031-06-14"))).text();
    expect(await calls(HDP, "CreateSearch")).toHaveLength(7);
  });
});

describe("the flexible-dates strip on flight results", () => {
  test("no flights on a day says so; the free-flight voucher's cap applies to every day as to the list", async () => {
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "latency", ms: 0, times: 1 });
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "error", status: 404, message: "NO_CONTENT", times: 2 });
    const html = await (await page("/FF?departure=MAD&destination=ROM&outboundDate=2031-07-10&adults=1")).text();
    const days = stripOf(html)!;
    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.name.endsWith(": Nessun volo"))).toHaveLength(2);
    const retrieves = await bodies(TRANSPORT, "RetrieveProposals");
    expect(retrieves[0].facets).toContainEqual({ name: "price", range: { from: 0, to: 15000 } });
    for (const strip of retrieves.slice(1)) expect(strip.facets).toEqual(retrieves[0].facets);
    // The voucher search is sorted by price: the searched day costs no call of its own.
    expect(retrieves).toHaveLength(7);
    const creates = await bodies(TRANSPORT, "CreateSearch");
    expect(creates).toHaveLength(7);
    expect(creates.every((c) => c.productType === "FF")).toBe(true);
  });

  test("a one-way search moves only the departure", async () => {
    const html = await (await page(`/F?departure=MAD&destination=ROM&outboundDate=2031-07-20&adults=1`)).text();
    const days = stripOf(html)!;
    expect(days.map((d) => new URLSearchParams(d.href.slice(1)).has("returnDate"))).toEqual(Array(7).fill(false));
    expect((await bodies(TRANSPORT, "CreateSearch")).every((c) => c.returnDate === undefined)).toBe(true);
  });
});

describe("the strip against a backend that knows only SPEC.md (the sandbox's spec-only switch)", () => {
  beforeEach(() => sandboxControl(shop().sandbox.url, "PUT", "/spec-only", { specOnly: true }));

  test("hotel days are priced: their page requests carry nothing the spec names for flights only", async () => {
    const days = stripOf(await (await page(hotels("2031-08-10", "2031-08-14"))).text())!;
    expect(days.map((d) => d.name).filter((name) => !/: da \d/.test(name))).toEqual([]);
    expect((await bodies(HDP, "RetrieveProposals")).filter((body) => "filtersMetadata" in body)).toEqual([]);
  });

  test("flight days are priced, asking for no facet summaries", async () => {
    const days = stripOf(await (await page("/F?departure=MAD&destination=ROM&outboundDate=2031-08-10&returnDate=2031-08-17&adults=1")).text())!;
    expect(days.map((d) => d.name).filter((name) => !/: da \d/.test(name))).toEqual([]);
    const strip = (await bodies(TRANSPORT, "RetrieveProposals")).filter((body) => body.page.size === 1);
    expect(strip.length).toBeGreaterThan(0);
    expect(strip.every((body) => body.filtersMetadata?.facetNames?.length === 0)).toBe(true);
  });
});

describe("the strip's switch (DATE_STRIP=off), for tests about a page's own calls", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ DATE_STRIP: "off" });
  });
  afterAll(() => worker?.dispose());

  test("a results page then makes only its own search and page, and shows no strip", async () => {
    const response = await worker.fetch(hotels("2031-09-10", "2031-09-14"), { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA } });
    const html = await response.text();
    expect(html.match(/data-proposal-id="/g)).toHaveLength(20);
    expect(stripOf(html)).toBeNull();
    const posts = async (method: string) => (await callsTo(worker.sandbox.url, `${HDP}${method}`)).filter((call) => call.method === "POST");
    expect(await posts("CreateSearch")).toHaveLength(1);
    expect(await posts("RetrieveProposals")).toHaveLength(1);
  });
});
