import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/**
 * Saved stays live in the shopper's browser. The server's pages hold nothing of them (no toggle,
 * no header entry, the same document for everyone); /saved is a private, unlisted shell; and a
 * saved stay's link (/saved/open) finds the stay in a new search at the edge and opens its page.
 */

const shop = useShopWorker();
const SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const get = (path: string, host = "viaggi.localhost") => shop().fetch(path, { host, redirect: "manual", headers: { "user-agent": BROWSER_UA } });
const unescape = (href: string) => href.replaceAll("&amp;", "&");

/** What the feature would put in a page if it rendered on the server: a toggle, its name, the header's entry. */
const FEATURE_MARKS = [/save-toggle/, /aria-pressed="(true|false)"[^>]*aria-label="(Save|Salva|Guardar|Enregistrer) /, /href="\/saved/, /saved-stays-link|saved-link|saved-count/, /saved-stays:v1/];

describe("the pages that show stays hold nothing of the saved stays", () => {
  const brands = ["localhost", "viaggi.localhost", "hoteles.localhost", "voyages.localhost"];
  test.each(brands)("%s: landing, hotel, package and deal results, deals and a hotel's page", async (host) => {
    const product = host === "hoteles.localhost" ? "HGH" : host === "viaggi.localhost" ? "DP" : "H";
    const results = `/${product}?${product === "DP" ? "departure=MIL&" : ""}${SEARCH}`;
    const resultsHtml = await (await get(results, host)).text();
    const detail = unescape(/href="(\/hotel-detail\?[^"]+)"/.exec(resultsHtml)![1]!);
    const pages = ["/", results, `/deal-search?${SEARCH}&product=${product === "DP" ? "H" : product}`, "/deals", detail];
    for (const path of pages) {
      const response = await get(path, host);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const mark of FEATURE_MARKS) expect(html, `${host}${path}`).not.toMatch(mark);
    }
    // A results page did render its cards (the toggles would sit in them), with their photos' box.
    expect(resultsHtml).toContain('class="hcard-media');
  });

  test("the hotel's photo box is positioned for the toggle by its one compiled class, no longer list", async () => {
    const resultsHtml = await (await get(`/H?${SEARCH}`)).text();
    const html = await (await get(unescape(/href="(\/hotel-detail\?[^"]+)"/.exec(resultsHtml)![1]!))).text();
    expect(html).toContain('<div class="gallery-photo">');
  });
});

describe("/saved", () => {
  test("is a shell: unlisted, private, never kept by any cache; its stays are read in the browser", async () => {
    for (const path of ["/saved", "/saved?compare=abc12,def34"]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-document-cache")).toBeNull();
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(html).toContain("<title>Strutture salvate · ");
      expect(html).toContain("Apertura delle strutture salvate");
      expect(html).not.toContain("data-saved-id");
    }
    const data = await get("/saved.data");
    expect(data.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("opening a saved stay", () => {
  const openPath = (accommodationId: string, search = SEARCH, extra = "") => `/saved/open?product=H&${search}&accommodationId=${accommodationId}${extra}`;

  test("finds the stay in a new search and opens its page for the same search, priced again there", async () => {
    const resultsHtml = await (await get(`/H?${SEARCH}&mealPlans=BREAKFAST&freeCancellation=true`)).text();
    const accommodationId = /accommodationId=([A-Za-z0-9_-]+)/.exec(resultsHtml)![1]!;
    const before = (await callsTo(shop().sandbox.url, "/api/services/app/ShoppingHDPService/CreateSearch")).length;

    const response = await get(openPath(accommodationId, SEARCH, "&mealPlans=BREAKFAST&freeCancellation=true&mealPlan=BREAKFAST"));
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const location = new URL(response.headers.get("location")!, "http://viaggi.localhost");
    expect(location.pathname).toBe("/hotel-detail");
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({ product: "H", destination: "ROM", outboundDate: "2031-06-01", returnDate: "2031-06-05", adults: "2", mealPlans: "BREAKFAST", freeCancellation: "true", accommodationId });
    expect(params.searchId).toMatch(/^HS-/);
    expect(params.proposalId).toMatch(/^HP-/);
    expect(params).not.toHaveProperty("mealPlan");
    // A new search was made: the one the stay was saved from may be long forgotten.
    expect((await callsTo(shop().sandbox.url, "/api/services/app/ShoppingHDPService/CreateSearch")).length).toBe(before + 1);

    const detail = await (await get(`${location.pathname}${location.search}`)).text();
    expect(detail).toContain('data-pricing="priced"');
  });

  test("a hotel with nothing for the trip says so, and leads to the other stays of the same search", async () => {
    const response = await get(openPath("HTL-PAR-001"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain('data-page="saved-open-unavailable"');
    expect(html).toMatch(/href="\/H\?destination=ROM&amp;outboundDate=2031-06-01&amp;returnDate=2031-06-05&amp;adults=2&amp;searchId=HS-[^"]+"/);
  });

  test("a backend that fails is a page that says so, with a retry; a search that cannot run as saved goes to its results", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/RetrieveAllProposals", kind: "status", status: 500, times: 1 });
    const failed = await get(openPath("HTL-ROM-001"));
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('data-page="saved-open-failed"');

    const past = await get(openPath("HTL-ROM-001", "destination=ROM&outboundDate=2020-06-01&returnDate=2020-06-05&adults=2"));
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe("/H?destination=ROM&outboundDate=2020-06-01&returnDate=2020-06-05&adults=2");
    const noDeparture = await get("/saved/open?product=DP&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2&accommodationId=HTL-ROM-001");
    expect(noDeparture.headers.get("location")).toBe("/DP?destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2");
    const notAProduct = await get("/saved/open?product=F&accommodationId=HTL-ROM-001");
    expect(await notAProduct.text()).toContain('data-page="saved-open-invalid"');
  });
});
