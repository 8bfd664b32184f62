import { describe, expect, test } from "vitest";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";
import { shopperOn } from "./support/shopper";

/**
 * Each flag on and off, as the pages show it (shared/features.ts decides). The demo brands' own
 * toggles (sandbox/flags/toggles.ts) give one state; a local override cookie (`ff.<flag>`, honoured
 * on loopback hosts of a test run) gives the other.
 */
const shop = useShopWorker();
const html = async (host: string, path: string, cookie = "") =>
  (await shop().fetch(path, { host, headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } })).text();

const HOTEL_SEARCH = "/H?destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const DEALS_LINK = /<a[^>]+href="\/deals"/;
const MAP_BUTTON = 'aria-controls="results-map"';

describe("deals-list", () => {
  test("on: the header links to the deals; off (hoteles, or overridden): no link anywhere, and /deals says the list is off", async () => {
    expect(await html("localhost", "/")).toMatch(DEALS_LINK);
    expect(await html("localhost", "/", "ff.deals-list=false")).not.toMatch(DEALS_LINK);
    const hoteles = await html("hoteles.localhost", "/");
    expect(hoteles).not.toMatch(DEALS_LINK);
    expect(await html("hoteles.localhost", "/deals")).toContain('data-page="deals-hidden"');
  });
});

describe("hotel-map", () => {
  test("on: the results offer the map; off (voyages, or overridden): they do not", async () => {
    expect(await html("localhost", HOTEL_SEARCH)).toContain(MAP_BUTTON);
    expect(await html("localhost", HOTEL_SEARCH, "ff.hotel-map=false")).not.toContain(MAP_BUTTON);
    const voyages = await html("voyages.localhost", HOTEL_SEARCH);
    expect(voyages).toContain("data-proposal-id=");
    expect(voyages).not.toContain(MAP_BUTTON);
  });
});

describe("show-scalapay", () => {
  test("on (viaggi): the hotel's price offers three instalments; off (localhost, or overridden): it does not", async () => {
    const detailOf = async (host: string, cookie = "") => {
      const results = await html(host, HOTEL_SEARCH);
      const href = /href="(\/hotel-detail\?[^"]+)"/.exec(results)![1]!.replaceAll("&amp;", "&");
      return html(host, href, cookie);
    };
    const viaggi = await detailOf("viaggi.localhost");
    expect(viaggi).toMatch(/data-testid="scalapay-instalments">o 3 rate senza interessi da [\d.,]+\s€ con Scalapay</);
    expect(await detailOf("viaggi.localhost", "ff.show-scalapay=false")).not.toContain("scalapay-instalments");
    expect(await detailOf("localhost")).not.toContain("scalapay-instalments");
  });
});

describe("new-checkout", () => {
  /** The steps a flight cart's checkout lists, opened by the browser that made the cart. */
  const stepsListed = async (host: string, cookie = "") => {
    const buyer = shopperOn(shop, host);
    const cart = await buyer.createCart({ domainName: host, productType: "F", adults: 1, outboundDate: "2031-07-10", destination: "PMI" });
    const path = `/F?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}&checkoutStep=travellers`;
    const response = await shop().fetch(path, { host, headers: { "user-agent": BROWSER_UA, cookie: [buyer.cookieHeader(), cookie].filter(Boolean).join("; ") } });
    expect(response.status).toBe(200);
    const list = /data-testid="checkout-steps">(.*?)<\/ol>/s.exec(await response.text())![1]!;
    return [...list.matchAll(/<li\b/g)].length;
  };

  test("on (localhost): a flight cart's checkout has its seat selection; off (voyages, or overridden): one step fewer", async () => {
    const withSeats = await stepsListed("localhost");
    expect(await stepsListed("localhost", "ff.new-checkout=false")).toBe(withSeats - 1);
    expect(await stepsListed("voyages.localhost")).toBe(withSeats - 1);
  });
});
