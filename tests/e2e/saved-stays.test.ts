import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addDays } from "../../shared/calendar";
import { SAVED_STAYS } from "../../shared/constants";
import { todayIso } from "../../shared/dates";
import { seriousAxeViolations } from "./support/axe";
import { collectConsoleProblems, newContext, useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { isFocused, tabTo } from "./support/keyboard";
import { brandUrl, useServers } from "./support/servers";

/**
 * Saved stays in Chromium, on every brand at phone and desktop width: the heart on results and on
 * a hotel's page (appearing moves nothing), kept across a reload, the header's count, /saved by
 * trip with the price last seen, remove and undo by keyboard, and two or three compared in a table.
 */

useServers();
const browser = useChromium();
const day = (offset: number) => addDays(todayIso(), offset);
const DATES = `outboundDate=${day(45)}&returnDate=${day(49)}`;

const BRANDS = [
  { brand: "localhost", width: "desktop", results: `/H?destination=ROM&${DATES}&adults=2`, save: "Save", saved: "Saved", remove: "Remove", undo: "Undo", compare: "Compare", best: "Best" },
  { brand: "viaggi", width: "mobile", results: `/DP?departure=MIL&destination=ROM&${DATES}&adults=2`, save: "Salva", saved: "Salvate", remove: "Rimuovi", undo: "Annulla", compare: "Confronta", best: "Migliore" },
  { brand: "hoteles", width: "desktop", results: `/HGH?destination=ROM&${DATES}&adults=2`, save: "Guardar", saved: "Guardados", remove: "Quitar", undo: "Deshacer", compare: "Comparar", best: "Mejor" },
  { brand: "voyages", width: "mobile", results: `/H?destination=PAR&${DATES}&adults=2&childrenAges=7`, save: "Enregistrer", saved: "Enregistrés", remove: "Retirer", undo: "Annuler", compare: "Comparer", best: "Le meilleur" },
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
/** The `index`th card of a results page, and its name. */
const card = (page: Page, index: number) => page.locator("article[data-proposal-id]").nth(index);
const cardName = async (page: Page, index: number) => (await card(page, index).locator("h3").textContent())!;
/** Waits until every card has its toggle (each card's slot renders as React gets to it). */
async function everyCardHasItsToggle(page: Page): Promise<void> {
  await page.waitForSelector("[data-results-hydrated='true']");
  const cards = await page.locator("article[data-proposal-id]").count();
  await expect.poll(() => toggles(page).count()).toBe(cards);
}

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

// Each brand in its language, on one of the two widths (both widths are covered, each twice).
describe.each(BRANDS)("saved stays on $brand at $width width", (texts) => {
  test("save on results and on a hotel's page, keep them across a reload, remove and undo by keyboard, compare", async () => {
    const viewport = VIEWPORTS[texts.width];
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
    const togglesShift = await shiftOf(page, async () => {
      toggleChunk.release();
      await everyCardHasItsToggle(page);
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
    // The cards with their toggles, and the header with its count (the filters are the results' own tests').
    expect(await seriousAxeViolations(page, "[data-testid=results-list]")).toEqual([]);
    expect(await seriousAxeViolations(page, "header")).toEqual([]);

    // A reload keeps them, and the header's count appears without moving anything in the header.
    const headerChunk = await holdChunks(page, "SavedStaysLink");
    await page.reload();
    await waitForHydration(page);
    await everyCardHasItsToggle(page);
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

const RESULTS = BRANDS[0].results;

/** A consented desktop page of localhost at `path`, hydrated, with its console problems. */
async function openPage(path: string, prepare?: (context: BrowserContext) => Promise<void>) {
  const context = await shopperContext(VIEWPORTS.desktop);
  await consent(context, "localhost");
  await prepare?.(context);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  await page.goto(brandUrl("localhost", path));
  await waitForHydration(page);
  return { page, context, problems };
}

/** Saved entries as the toggles write them, for a trip to Rome `offset` days on. */
function entries(count: number, offset = 45, from = Date.UTC(2026, 0, 1)) {
  return Array.from({ length: count }, (_, i) => ({
    accommodationId: `HTL-TEST-${i}`,
    name: `Test Hotel ${i}`,
    imageUrl: "/destinations/rom.svg",
    stars: 3,
    score: 8,
    reviewCount: 100 + i,
    distanceFromCentreMeters: 1_000 + i,
    room: { name: "Double Room", mealPlan: "BREAKFAST", freeCancellationUntil: null },
    flightIncluded: false,
    promotion: null,
    price: { total: 50_000 + i * 100, perNight: 12_500, currency: "EUR", seenAt: from + i },
    savedAt: from + i,
    search: { product: "H", destination: "ROM", destinationName: "Rome", departure: null, departureName: null, outboundDate: day(offset), returnDate: day(offset + 4), adults: 2, childrenAges: [], mealPlans: [], freeCancellation: false },
  }));
}
const storeRaw = (page: Page, key: string, value: unknown) => page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(value)]);

describe("saved stays when storage says no", () => {
  test("a full storage says so politely and keeps what was saved; once there is room, saving works", async () => {
    const { page, context, problems } = await openPage(RESULTS);
    await everyCardHasItsToggle(page);
    await toggles(page).first().click();
    await expect.poll(async () => (await stored(page)).length).toBe(1);
    // Fill this origin's storage to the last character, as other sites' scripts or tabs might.
    await page.evaluate(() => {
      let size = 1 << 20;
      for (let i = 0; size >= 1; ) {
        try {
          localStorage.setItem(`filler-${i}`, "x".repeat(size));
          i++;
        } catch {
          size = Math.floor(size / 2);
        }
      }
    });
    await toggles(page).nth(1).click();
    await expect.poll(() => page.getByTestId("save-notice").textContent()).toMatch(/storage is full/);
    expect(await toggles(page).nth(1).getAttribute("aria-pressed")).toBe("false");
    expect(await stored(page)).toHaveLength(1);
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("filler-")).forEach((key) => localStorage.removeItem(key)));
    await toggles(page).nth(1).click();
    await expect.poll(async () => (await stored(page)).length).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("storage turned off (cookie settings, some private modes) is said too; nothing breaks", async () => {
    const { page, context, problems } = await openPage(RESULTS, async (ctx) => {
      await ctx.addInitScript(() =>
        Object.defineProperty(window, "localStorage", {
          get: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        }),
      );
    });
    await everyCardHasItsToggle(page);
    await toggles(page).first().click();
    await expect.poll(() => page.getByTestId("save-notice").textContent()).toMatch(/doesn't let this site keep data/);
    expect(await toggles(page).first().getAttribute("aria-pressed")).toBe("false");
    expect(await page.locator("[data-testid=saved-stays-link]").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("what this browser holds", () => {
  test("only this version's key is read and written; bad entries are skipped; the 51st save drops the oldest and says which", async () => {
    const { page, context, problems } = await openPage("/saved");
    const older = JSON.stringify([{ name: "a shape from before" }]);
    const later = JSON.stringify({ version: 2, stays: [] });
    await page.evaluate(([a, b]) => (localStorage.setItem("saved-stays:v0", a!), localStorage.setItem("saved-stays:v2", b!)), [older, later]);
    await storeRaw(page, SAVED_STAYS.key, [...entries(50), { name: "<img src=x onerror=alert(1)>" }, "garbage", { ...entries(1)[0], imageUrl: "javascript:alert(1)", accommodationId: "HTL-EVIL" }]);
    await page.reload();
    await waitForHydration(page);
    await page.waitForSelector("[data-saved-id]");
    expect(await page.locator("[data-saved-id]").count()).toBe(50);
    await expect.poll(() => headerCount(page)).toBe("50");

    await page.goto(brandUrl("localhost", RESULTS));
    await waitForHydration(page);
    await everyCardHasItsToggle(page);
    const name = await cardName(page, 0);
    await card(page, 0).getByTestId("save-toggle").click();
    await expect.poll(() => page.getByTestId("save-notice").locator("span").textContent()).toBe(`${name} saved. Your list keeps 50 stays, so the oldest, Test Hotel 0, was removed.`);
    const kept = await stored(page);
    expect(kept).toHaveLength(50);
    expect(kept[0]?.name).toBe(name);
    expect(kept.map((entry) => entry.name)).not.toContain("Test Hotel 0");
    expect(await page.evaluate(() => [localStorage.getItem("saved-stays:v0"), localStorage.getItem("saved-stays:v2")])).toEqual([older, later]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("/saved", () => {
  test("trips to come first, past ones last and marked; removing everything leaves a way back to a search", async () => {
    const { page, context, problems } = await openPage("/saved");
    // A fresh browser: the empty state, and no entry in the header.
    await page.waitForSelector("[data-page=saved-empty]");
    expect(await page.getByRole("link", { name: "Find a stay" }).getAttribute("href")).toBe("/");
    await storeRaw(page, SAVED_STAYS.key, [...entries(1, 20), ...entries(1, -10).map((entry) => ({ ...entry, accommodationId: "HTL-PAST", name: "Past Hotel", savedAt: entry.savedAt + 5 }))]);
    await page.reload();
    await waitForHydration(page);
    await page.waitForSelector("[data-saved-id]");
    expect(await page.locator("[data-trip]").evaluateAll((trips) => trips.map((trip) => trip.getAttribute("data-trip")))).toEqual(["upcoming", "past"]);
    const past = page.locator("[data-trip=past]");
    expect(await past.locator("h2").textContent()).toContain("Past trip");
    // A past trip's stay leads to new dates (its destination and party), not to dates gone by.
    expect(await past.locator("h3 a").getAttribute("href")).toBe("/H?product=H&destination=ROM&adults=2");
    expect(await seriousAxeViolations(page, "#main")).toEqual([]);

    // Remove both: each leaves Undo for a few seconds (longer while pointed at or focused), then the empty state.
    await page.locator("[data-remove]").first().click();
    await page.locator("[data-remove]").first().click();
    expect(await stored(page)).toEqual([]);
    expect(await page.locator("[data-undo]").count()).toBe(2);
    await page.mouse.move(0, 0);
    await page.locator("#saved-title").focus();
    await page.waitForSelector("[data-page=saved-empty]", { timeout: 20_000 });
    expect(await page.locator("[data-testid=saved-stays-link]").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a saved stay opens its hotel's page for the same search, priced again; a comparison of stays no longer saved says so", async () => {
    const { page, context, problems } = await openPage(RESULTS);
    await everyCardHasItsToggle(page);
    const name = await cardName(page, 3);
    await card(page, 3).getByTestId("save-toggle").click();
    await expect.poll(async () => (await stored(page)).length).toBe(1);
    await page.goto(brandUrl("localhost", "/saved"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Check today's price" }).click();
    await page.waitForURL(/\/hotel-detail\?/);
    await page.waitForSelector("[data-pricing='priced']");
    expect(await page.locator("h1").textContent()).toBe(name);
    expect(new URL(page.url()).searchParams.get("outboundDate")).toBe(day(45));
    await expect.poll(() => toggles(page).getAttribute("aria-pressed")).toBe("true");

    await page.goto(brandUrl("localhost", "/saved?compare=abc1,def2"));
    await waitForHydration(page);
    await page.waitForSelector("[data-page=compare-unavailable]");
    expect(await page.locator("h2").textContent()).toBe("These stays can't be compared");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("deals: a deal is saved with its own search (its party and nights, two weeks on)", async () => {
    const { page, context, problems } = await openPage("/deals");
    await expect.poll(() => toggles(page).count()).toBe(await page.locator("[data-deal-id]").count());
    const name = await page.locator("[data-deal-id] h2").first().textContent();
    await toggles(page).first().click();
    const [saved] = (await stored(page)) as unknown as { name: string; search: { outboundDate: string } }[];
    expect(saved?.name).toBe(name);
    expect(saved?.search.outboundDate).toBe(day(14));
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a shopper who never saves loads none of it on the landing, and only the toggles on results", async () => {
    const requested: string[] = [];
    const { page, context } = await openPage("/", async (ctx) => {
      ctx.on("request", (request) => requested.push(new URL(request.url()).pathname));
    });
    const savedChunks = () => new Set(requested.filter((path) => /\/assets\/(SaveToggle|SavedStaysLink|saved-stays|saved-page|saved-)/.test(path)).map((path) => path.replace(/-[\w-]{8}\.(js|css)$/, "")));
    expect(savedChunks()).toEqual(new Set());
    await page.goto(brandUrl("localhost", RESULTS));
    await waitForHydration(page);
    await expect.poll(() => toggles(page).count()).toBeGreaterThan(0);
    // The toggle's slot (with the cards), the toggle itself (after hydration) and its styles.
    expect(savedChunks()).toEqual(new Set(["/assets/SaveToggleSlot", "/assets/SaveToggle", "/assets/saved-stays"]));
    await context.close();
  });
});
