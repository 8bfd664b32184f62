import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { useChromium, VIEWPORTS } from "./support/browser";
import { openResultsPage } from "./support/open-page";
import { useServers } from "./support/servers";

/**
 * The flexible-dates strip in Chromium: seven named day links above the hotel results, the
 * searched one current, each opening that day's search (in the app once hydrated, as a plain link
 * without JavaScript), one row that scrolls sideways on a phone without widening the page.
 */

useServers();
const browser = useChromium();
const SEARCH = "destination=ROM&outboundDate=2031-09-10&returnDate=2031-09-14&adults=2";
const STRIP = "Totale più basso nelle date vicine";

describe("the flexible-dates strip in the browser", () => {
  test("seven named day links, the searched one current, no serious axe violations; a day opens its search in the app", async () => {
    // Sorted by price, the searched day's price is the page's own first card: it is there however
    // slowly the machine runs (otherwise it is one more call inside the strip's one second).
    const { page, context, problems } = await openResultsPage(browser(), `/H?${SEARCH}&sort=PRICE`, { bypassCSP: true });
    const strip = page.getByRole("navigation", { name: STRIP });
    await strip.waitFor();
    const links = strip.getByRole("link");
    expect(await links.count()).toBe(7);
    await expect.poll(() => strip.locator("a[aria-current='date']").textContent()).toMatch(/^mer 10 set: da \d/);
    expect(await strip.getByRole("link", { name: /^lun 8 set: (da [\d.,]+\s€|Esaurito|Vedi prezzi)$/ }).count()).toBe(1);
    // The whole results page with the strip in it (the results files run with the strip off).
    expect(await seriousAxeViolations(page, "#main")).toEqual([]);

    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await strip.getByRole("link", { name: /^gio 11 set:/ }).click();
    await page.waitForURL((url) => url.searchParams.get("outboundDate") === "2031-09-11" && url.searchParams.get("returnDate") === "2031-09-15");
    await expect.poll(() => strip.locator("a[aria-current='date']").textContent()).toMatch(/^gio 11 set:/);
    await expect.poll(() => page.locator("[data-proposal-id]").count()).toBe(20);
    // A client navigation: the same document.
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("without JavaScript the strip is plain links that open the day's search", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`, { javaScriptEnabled: false });
    const strip = page.getByRole("navigation", { name: STRIP });
    expect(await strip.getByRole("link").count()).toBe(7);
    await strip.getByRole("link", { name: /^mar 9 set:/ }).click();
    await page.waitForURL((url) => url.searchParams.get("outboundDate") === "2031-09-09");
    expect(await page.locator("[data-proposal-id]").count()).toBe(20);
    expect(await page.getByRole("navigation", { name: STRIP }).locator("a[aria-current='date']").textContent()).toMatch(/^mar 9 set:/);
    await context.close();
  });

  test("on a phone the strip scrolls sideways inside the page, which stays the screen's width, the searched day in view", async () => {
    const { page, context } = await openResultsPage(browser(), `/F?departure=MAD&destination=ROM&outboundDate=2031-09-10&returnDate=2031-09-17&adults=2`, { viewport: VIEWPORTS.mobile });
    const list = page.getByRole("navigation", { name: STRIP }).locator("ul");
    await list.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    const { scrollWidth, clientWidth } = await list.evaluate((ul) => ({ scrollWidth: ul.scrollWidth, clientWidth: ul.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The searched day is brought into the row's view (it is the fourth of seven).
    const currentShown = () =>
      list.locator("[aria-current]").evaluate((a) => {
        const day = a.getBoundingClientRect();
        const row = a.closest("ul")!.getBoundingClientRect();
        return day.left >= row.left && day.right <= row.right;
      });
    await expect.poll(currentShown).toBe(true);
    await context.close();
  });
});
