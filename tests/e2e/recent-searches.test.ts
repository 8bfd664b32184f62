import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addDays } from "../../shared/calendar";
import { todayIso } from "../../shared/dates";
import { RECENT_SEARCHES_KEY } from "../../shared/recent-searches";
import { seriousAxeViolations } from "./support/axe";
import { useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { isFocused, tabTo } from "./support/keyboard";
import { openHydrated } from "./support/open-page";
import { brandUrl, useServers } from "./support/servers";

/**
 * Also: a crawler's results page, whose structured data shoppers' pages leave out, hydrates as cleanly.
 *
 * "Continue your search" on the landing: searches run in this browser come back on the landing
 * after hydration, most recent first, three at most, past ones dropped, each removable by
 * keyboard; its arrival shifts nothing (CLS 0) and axe finds nothing serious with it shown.
 */

useServers();
const browser = useChromium();

const day = (offset: number) => addDays(todayIso(), offset);
const HOTEL_SEARCH = `/H?destination=ROM&outboundDate=${day(30)}&returnDate=${day(34)}&adults=2`;
const PACKAGE_SEARCH = `/DP?departure=MAD&destination=PAR&outboundDate=${day(40)}&returnDate=${day(44)}&adults=2&childrenAges=7`;

/** Sums every layout shift from the start of each document the page loads (as CLS counts them, input-driven ones aside). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
/** Two frames, so a shift caused by what just rendered has been reported. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { href: string; destination: string }[], RECENT_SEARCHES_KEY);

/** Runs a search as a shopper lands on its results, and waits until this browser has recorded it. */
async function runSearch(page: Page, path: string, count: number): Promise<void> {
  await page.goto(brandUrl("localhost", path));
  await waitForHydration(page);
  await page.waitForSelector("[data-testid=results-list]");
  await expect.poll(async () => (await stored(page)).length).toBe(count);
}

const entries = (page: Page) => page.locator("[data-testid=recent-searches] li a").allTextContents();

describe("continue your search", () => {
  test("two searches come back most recent first; a past one is not shown; one removed by keyboard; no shift; axe clean", async () => {
    const { page, context, problems } = await openHydrated(browser(), "localhost", "/", { bypassCSP: true });
    // A fresh browser has nothing to continue.
    expect(await page.locator("[data-testid=recent-searches]").count()).toBe(0);

    await runSearch(page, HOTEL_SEARCH, 1);
    await runSearch(page, PACKAGE_SEARCH, 2);
    // A search from last week (its dates passed) and something that is no search at all.
    await page.evaluate(
      ({ key, past }) => {
        const list = JSON.parse(localStorage.getItem(key) ?? "[]");
        list.unshift({ href: `/H?destination=LIS&outboundDate=${past}&adults=2`, product: "H", destination: "Lisbon", departure: null, outboundDate: past, returnDate: null, adults: 2, children: 0 });
        list.push({ href: "//evil.example/", destination: "Evil" });
        localStorage.setItem(key, JSON.stringify(list));
      },
      { key: RECENT_SEARCHES_KEY, past: day(-7) },
    );

    await watchLayoutShifts(page);
    await page.goto(brandUrl("localhost", "/"));
    await waitForHydration(page);
    await page.waitForSelector("[data-testid=recent-searches] li");
    await settle(page);
    expect(await layoutShifts(page)).toBe(0);

    const shown = await entries(page);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain("Madrid → Paris");
    expect(shown[0]).toContain("2 adults, 1 child");
    expect(shown[1]).toContain("Rome");
    expect(shown.join(" ")).not.toContain("Lisbon");
    expect(shown.join(" ")).not.toContain("Evil");
    // Each entry is its search: the link opens those results.
    expect(await page.locator("[data-testid=recent-searches] li a").first().getAttribute("href")).toBe(PACKAGE_SEARCH);

    expect(await seriousAxeViolations(page, "main")).toEqual([]);

    // Remove the first by keyboard: its button is named after the search; focus moves to the next one's.
    const firstRemove = `[data-testid=recent-searches] li:first-child button`;
    expect(await page.getAttribute(firstRemove, "aria-label")).toMatch(/^Remove Madrid → Paris, .+ from your recent searches$/);
    await tabTo(page, firstRemove);
    await page.keyboard.press("Enter");
    await expect.poll(() => entries(page)).toHaveLength(1);
    expect((await entries(page))[0]).toContain("Rome");
    await expect.poll(() => isFocused(page, "[data-testid=recent-searches] li:first-child button")).toBe(true);
    // Kept removed: the browser's list no longer holds it (nor the past or broken entries).
    expect((await stored(page)).map((entry) => entry.destination)).toEqual(["Rome"]);

    // The last one removed: the section goes, focus goes to the page's main content.
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("[data-testid=recent-searches]").count()).toBe(0);
    await expect.poll(() => isFocused(page, "#main")).toBe(true);
    expect(await stored(page)).toEqual([]);

    expect(problems).toEqual([]);
    await context.close();
  });

  test("on a phone too, the list appears without moving anything on screen", async () => {
    const { page, context, problems } = await openHydrated(browser(), "viaggi", "/", { viewport: VIEWPORTS.mobile });
    await page.evaluate(
      ({ key, when }) =>
        localStorage.setItem(
          key,
          JSON.stringify([1, 2, 3, 4].map((n) => ({ href: `/H?destination=ROM&outboundDate=${when}&adults=${n}`, product: "H", destination: "Roma", departure: null, outboundDate: when, returnDate: null, adults: n, children: 0 }))),
        ),
      { key: RECENT_SEARCHES_KEY, when: day(20) },
    );
    await watchLayoutShifts(page);
    await page.reload();
    await waitForHydration(page);
    await page.waitForSelector("[data-testid=recent-searches] li");
    await settle(page);
    expect(await layoutShifts(page)).toBe(0);
    // Three at most, in the brand's language.
    expect(await entries(page)).toHaveLength(3);
    expect(await page.textContent("#recent-searches-title")).toBe("Riprendi la tua ricerca");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a crawler's results page (with its ItemList) hydrates cleanly and keeps its ItemList", async () => {
    const { page, context, problems } = await openHydrated(browser(), "localhost", HOTEL_SEARCH, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    // The list's code is a chunk of its own, loaded for crawlers only: React renders the script again once it is in.
    const types = async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)["@type"]);
    await expect.poll(types).toEqual(["ItemList"]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
