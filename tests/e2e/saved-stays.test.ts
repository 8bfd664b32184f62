import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addDays } from "../../shared/calendar";
import { SAVED_STAYS } from "../../shared/constants";
import { todayIso } from "../../shared/dates";
import { seriousAxeViolations } from "./support/axe";
import { collectConsoleProblems, newContext, useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { isFocused, tabTo } from "./support/keyboard";
import { brandUrl } from "./support/servers";

/**
 * Saved stays in Chromium, on every brand at phone and desktop width: the heart on results and on
 * a hotel's page (appearing moves nothing), kept across a reload, the header's count, /saved by
 * trip with the price last seen, remove and undo by keyboard, and two or three compared in a table.
 */

const browser = useChromium();
const day = (offset: number) => addDays(todayIso(), offset);
const DATES = `outboundDate=${day(45)}&returnDate=${day(49)}`;

const BRANDS = [
  { brand: "localhost", results: `/H?destination=ROM&${DATES}&adults=2`, save: "Save", saved: "Saved", remove: "Remove", undo: "Undo", compare: "Compare", best: "Best" },
  { brand: "viaggi", results: `/DP?departure=MIL&destination=ROM&${DATES}&adults=2`, save: "Salva", saved: "Salvate", remove: "Rimuovi", undo: "Annulla", compare: "Confronta", best: "Migliore" },
  { brand: "hoteles", results: `/HGH?destination=ROM&${DATES}&adults=2`, save: "Guardar", saved: "Guardados", remove: "Quitar", undo: "Deshacer", compare: "Comparar", best: "Mejor" },
  { brand: "voyages", results: `/H?destination=PAR&${DATES}&adults=2&childrenAges=7`, save: "Enregistrer", saved: "Enregistrés", remove: "Retirer", undo: "Annuler", compare: "Comparer", best: "Le meilleur" },
] as const;

/** A consented context whose pages count every layout shift from their first byte (as CLS does). */
async function shopperContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await newContext(browser(), { viewport, bypassCSP: true });
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return context;
}
const consent = (context: BrowserContext, brand: string) => context.addCookies([{ name: "cookies-acceptance", value: "technical", url: new URL(brandUrl(brand)).origin }]);
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
/** Two frames, so a shift caused by what just rendered has been reported. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as { name: string; accommodationId: string }[], SAVED_STAYS.key);
const toggles = (page: Page) => page.locator("[data-testid=save-toggle]");

/**
 * Holds back the lazy chunks whose name starts with `chunk` until `release()`, so a test can read
 * the layout shifts of the page as it was, then of what those chunks add to it.
 */
async function holdChunks(page: Page, chunk: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The layout shift that `appear` causes: what the page has shifted after it, less what it had before. */
async function shiftOf(page: Page, appear: () => Promise<void>): Promise<number> {
  await settle(page);
  const before = await layoutShifts(page);
  await appear();
  await settle(page);
  return (await layoutShifts(page)) - before;
}
const headerCount = (page: Page) => page.locator("[data-testid=saved-stays-link] .saved-count").textContent();

describe.each(BRANDS)("saved stays on $brand", (texts) => {
  describe.each(Object.entries(VIEWPORTS))("at %s width", (_width, viewport) => {
    test("save on results and on a hotel's page, keep them across a reload, remove and undo by keyboard, compare", async () => {
      const context = await shopperContext(viewport);
      await consent(context, texts.brand);
      const page = await context.newPage();
      const problems = collectConsoleProblems(page);

      // Results: a toggle on every card once hydrated, none before; appearing shifts nothing.
      const toggleChunk = await holdChunks(page, "SaveToggle");
      await page.goto(brandUrl(texts.brand, texts.results));
      await waitForHydration(page);
      await page.waitForSelector("[data-results-hydrated='true']");
      expect(await toggles(page).count()).toBe(0);
      const cards = await page.locator("article[data-proposal-id]").count();
      const togglesShift = await shiftOf(page, async () => {
        toggleChunk.release();
        await expect.poll(() => toggles(page).count()).toBe(cards);
      });
      expect(togglesShift).toBe(0);
      const names = await page.locator("article[data-proposal-id] h3").allTextContents();
      const first = toggles(page).first();
      expect(await first.getAttribute("aria-pressed")).toBe("false");
      expect(await first.getAttribute("aria-label")).toBe(`${texts.save} ${names[0]}`);
      // No count in the header before anything is saved.
      expect(await page.locator("[data-testid=saved-stays-link]").count()).toBe(0);

      // One by pointer, one by keyboard.
      await first.click();
      await expect.poll(() => first.getAttribute("aria-pressed")).toBe("true");
      await toggles(page).nth(1).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => toggles(page).nth(1).getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => headerCount(page)).toBe("2");
      expect((await stored(page)).map((entry) => entry.name).sort()).toEqual([names[0], names[1]].sort());

      // A reload keeps them, and the header's count appears without moving anything in the header.
      const headerChunk = await holdChunks(page, "SavedStaysLink");
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => toggles(page).nth(1).getAttribute("aria-pressed")).toBe("true");
      expect(await toggles(page).nth(2).getAttribute("aria-pressed")).toBe("false");
      const headerShift = await shiftOf(page, async () => {
        headerChunk.release();
        await expect.poll(() => headerCount(page)).toBe("2");
      });
      expect(headerShift).toBe(0);

      // A hotel's page: its own toggle, over the photo, saves it with its confirmed price.
      await page.locator("article[data-proposal-id]").nth(2).locator("h3 a").click();
      await page.waitForSelector("[data-pricing='priced']");
      const detailToggle = toggles(page);
      await expect.poll(() => detailToggle.getAttribute("aria-pressed")).toBe("false");
      expect(await detailToggle.getAttribute("aria-label")).toBe(`${texts.save} ${names[2]}`);
      await detailToggle.click();
      await expect.poll(() => headerCount(page)).toBe("3");
      expect(await seriousAxeViolations(page, "#main")).toEqual([]);

      // /saved from the header: one trip, three stays, each with the price last seen and its link.
      await page.locator("[data-testid=saved-stays-link]").click();
      await page.waitForSelector("[data-testid=saved-trips] [data-saved-id]");
      const entries = page.locator("[data-saved-id]");
      expect(await entries.count()).toBe(3);
      expect(await page.locator("[data-trip]").count()).toBe(1);
      expect(await entries.first().locator("h3").textContent()).toBe(names[2]);
      for (const text of await page.locator("[data-testid=last-seen]").allTextContents()) expect(text).toMatch(/\d/);
      expect(await entries.first().locator("h3 a").getAttribute("href")).toMatch(/^\/saved\/open\?.*accommodationId=/);
      expect(await seriousAxeViolations(page, "#main")).toEqual([]);

      // Remove the first by keyboard: Undo takes its place, focus goes to the next stay's remove.
      await tabTo(page, "[data-saved-id] [data-remove]");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toContain(names[2]);
      await page.keyboard.press("Enter");
      await page.waitForSelector("[data-removed-id] [data-undo]");
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[data-saved-id]")?.querySelector("h3")?.textContent)).toBe(names[1]);
      expect(await isFocused(page, "[data-remove]")).toBe(true);
      expect((await stored(page)).map((entry) => entry.name)).not.toContain(names[2]);
      // Undo, by keyboard, just before it: the stay is back where it was, focused.
      await tabTo(page, "[data-undo]", { backward: true });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.undo);
      await page.keyboard.press("Enter");
      await expect.poll(() => entries.count()).toBe(3);
      expect(await entries.first().locator("h3").textContent()).toBe(names[2]);
      await expect.poll(() => isFocused(page, `[data-saved-id]:first-child [data-remove]`)).toBe(true);
      expect(await stored(page)).toHaveLength(3);

      // Compare all three: a real table, chosen in the URL, best values said in words.
      for (const box of await page.getByRole("checkbox").all()) await box.check();
      await page.getByRole("button", { name: new RegExp(`\\(3\\)`) }).click();
      await page.waitForSelector("[data-testid=compare] table");
      expect(new URL(page.url()).searchParams.get("compare")?.split(",")).toHaveLength(3);
      await checkComparison(page, texts.best, names.slice(0, 3), viewport.width);
      expect(await seriousAxeViolations(page, "#main")).toEqual([]);
      // Reload and Back keep what the URL says.
      await page.reload();
      await waitForHydration(page);
      await page.waitForSelector("[data-testid=compare] table");
      await page.goBack();
      await page.waitForSelector("[data-testid=saved-trips] [data-saved-id]");

      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  });
});

/** The comparison table: column and row headers, one column per stay, a best in words, and on a phone a sideways scroll inside its box with the first column in place. */
async function checkComparison(page: Page, best: string, names: string[], width: number): Promise<void> {
  const table = page.locator("[data-testid=compare] table");
  expect((await table.locator("thead th[scope=col]").allTextContents()).map((text) => names.find((name) => text.includes(name)))).toEqual(expect.arrayContaining(names));
  expect(await table.locator("tbody th[scope=row]").count()).toBeGreaterThanOrEqual(10);
  expect(await table.locator("tbody tr").first().locator("td").count()).toBe(3);
  const marked = table.locator("td.is-best");
  expect(await marked.count()).toBeGreaterThan(0);
  for (const text of await marked.allTextContents()) expect(text).toContain(best);
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (width < 768) {
    const scroller = page.getByTestId("compare-scroller");
    expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    const rowHeader = table.locator("tbody th[scope=row]").first();
    const before = (await rowHeader.boundingBox())!.x;
    await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect((await rowHeader.boundingBox())!.x).toBe(before);
  }
}
