import { describe, expect, test } from "vitest";
import { useChromium } from "./support/browser";
import { brandUrl, useServers } from "./support/servers";

/**
 * Every brand's landing page has a Largest Contentful Paint on a phone. Chromium stops recording
 * LCP at the first scroll, and a scroll-snap row whose first card does not sit on a snap position
 * is scrolled by the browser itself at load (the row's side padding did that until scroll-padding
 * matched it): then a phone reported no LCP at all.
 */

useServers();
const browser = useChromium();
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 };

describe.each(["localhost", "viaggi", "hoteles", "voyages"])("the landing page of %s on a phone", (brand) => {
  test("records a Largest Contentful Paint, and nothing scrolls by itself at load", async () => {
    const url = brandUrl(brand, "/");
    const context = await browser().newContext(PHONE);
    await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: new URL(url).origin }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: { lcp: string[]; scrolls: number } = { lcp: [], scrolls: 0 };
      (window as unknown as { __paint: typeof seen }).__paint = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) seen.lcp.push(entry.element?.tagName ?? "?");
      }).observe({ type: "largest-contentful-paint", buffered: true });
      addEventListener("scroll", () => seen.scrolls++, true);
    });
    await page.goto(url, { waitUntil: "load" });
    const paint = () => page.evaluate(() => (window as unknown as { __paint: { lcp: string[]; scrolls: number } }).__paint);
    await expect.poll(async () => (await paint()).lcp.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Every image of the rows has loaded (waitUntil load): any snap would have happened by now.
    expect((await paint()).scrolls).toBe(0);
    await context.close();
  });
});
