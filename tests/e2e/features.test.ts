import { describe, expect, test } from "vitest";
import { VIEWPORTS, useChromium, waitForHydration } from "./support/browser";
import { cartThroughTheEdge } from "./support/carts";
import { openHydrated } from "./support/open-page";
import { useServers } from "./support/servers";

/**
 * Each feature flag on one demo brand and off on another, as a shopper sees it in Chromium once
 * the page has hydrated (shared/features.ts; the brands' toggles are the sandbox's).
 */
useServers();
const browser = useChromium();
const HOTEL_SEARCH = "/H?destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

describe("flags in the browser", () => {
  test("deals-list: the header's Deals link on localhost, none on hoteles", async () => {
    for (const [brand, links] of [["localhost", 1], ["hoteles", 0]] as const) {
      const { page, context, problems } = await openHydrated(browser(), brand, "/", { viewport: VIEWPORTS.desktop });
      expect(await page.locator("header nav a[href='/deals']").count(), brand).toBe(links);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  test("hotel-map: the map opens on localhost's results; voyages offers none", async () => {
    const on = await openHydrated(browser(), "localhost", HOTEL_SEARCH);
    await on.page.waitForSelector("[data-results-hydrated='true']");
    await on.page.locator("button[aria-controls='results-map']").click();
    await on.page.waitForSelector("#results-map");
    await on.context.close();
    const off = await openHydrated(browser(), "voyages", HOTEL_SEARCH);
    await off.page.waitForSelector("[data-results-hydrated='true']");
    expect(await off.page.locator("button[aria-controls='results-map']").count()).toBe(0);
    await off.context.close();
  });

  test("show-scalapay and new-checkout: viaggi's cart offers instalments and seats; voyages' neither", async () => {
    const body = { productType: "F" as const, adults: 1, outboundDate: "2031-07-10", destination: "PMI" };
    for (const [brand, host, instalments, seats] of [["viaggi", "viaggi.localhost", 1, 1], ["voyages", "voyages.localhost", 0, 0]] as const) {
      const cart = await cartThroughTheEdge(brand, { ...body, domainName: host });
      const { page, context, problems } = await openHydrated(browser(), brand, `/F?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}&checkoutStep=travellers`, { viewport: VIEWPORTS.desktop });
      await page.waitForSelector("[data-checkout-ready='true']");
      expect(await page.getByTestId("scalapay-instalments").count(), brand).toBe(instalments);
      const steps = await page.getByTestId("checkout-steps").locator("li").allTextContents();
      expect(steps.some((step) => /Posti|Sièges/.test(step)), brand).toBe(seats === 1);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe("the footer's embedded script", () => {
  test("with measurement consent given in the banner it loads and fills its slot; with technical cookies only it is never asked for", async () => {
    const { page, context, problems } = await openHydrated(browser(), "viaggi", "/", { viewport: VIEWPORTS.desktop });
    // openHydrated accepts technical cookies only: nothing of the embed was fetched.
    expect(await page.evaluate(() => (window as unknown as { __footerWidgetLoaded?: number }).__footerWidgetLoaded ?? 0)).toBe(0);
    expect(await page.locator("[data-footer-embed] [data-footer-widget]").count()).toBe(0);
    await context.clearCookies({ name: "cookies-acceptance" });
    await page.reload();
    await waitForHydration(page);
    await page.waitForSelector("[data-consent-banner]");
    await page.click("[data-consent-action='accept-all']");
    await page.waitForSelector("[data-footer-embed] [data-footer-widget]");
    expect(await page.locator("[data-footer-widget]").textContent()).toContain("Trusted shop");
    expect(problems).toEqual([]);
    await context.close();
  });
});
