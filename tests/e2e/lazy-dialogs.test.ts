import { describe, expect, test } from "vitest";
import type { Page, Route } from "playwright-core";
import { collectConsoleProblems, newContext, useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { isFocused, tabTo } from "./support/keyboard";
import { openResultsPage } from "./support/open-page";
import { brandUrl, useServers } from "./support/servers";

/**
 * Lazy dialogs answer at once: the dialog's chunk starts loading on its opener's intent (focus,
 * a pointer resting on it, a press), and a press that comes before the chunk makes the opener busy
 * (aria-busy, "Opening…" or a spinner) until it arrives, then opens it with focus managed as
 * before. The chunk is held back by intercepting its request, so the press always comes first.
 */

useServers();
const browser = useChromium();
const HOTEL_SEARCH = "/H?destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2&stars=4";

/** Holds the requests for the chunk named `chunk` until released; `requested` settles at the first. */
async function holdChunk(page: Page, chunk: string) {
  const held: Route[] = [];
  let requested!: () => void;
  const firstRequest = new Promise<void>((resolve) => (requested = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) => {
    held.push(route);
    requested();
  });
  return {
    requested: firstRequest,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(new RegExp(`/assets/${chunk}-[^/]+\\.js$`));
    },
  };
}

/** The landing, hydrated, with the chunk named `chunk` held back. */
async function landingHolding(chunk: string, { consented = false } = {}) {
  const context = await newContext(browser());
  if (consented) await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: brandUrl("localhost") }]);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  const held = await holdChunk(page, chunk);
  await page.goto(brandUrl("localhost"));
  await waitForHydration(page);
  return { context, page, problems, chunk: held };
}

/** Lets the chunk through: the dialog opens, the opener is no longer busy, focus goes in and comes back on Escape. */
async function releaseThenOpenAndClose(page: Page, chunk: { release(): Promise<void> }, opener: string, dialog: string) {
  await chunk.release();
  await page.locator(dialog).waitFor();
  expect(await busy(page, opener)).toBeNull();
  await focusInside(page, dialog);
  await page.keyboard.press("Escape");
  await page.waitForSelector(dialog, { state: "detached" });
  expect(await isFocused(page, opener)).toBe(true);
}

const busy = (page: Page, opener: string) => page.evaluate((s) => document.querySelector(s)?.getAttribute("aria-busy"), opener);
const focusInside = (page: Page, dialog: string) => page.waitForFunction((d) => document.querySelector(d)?.contains(document.activeElement), dialog);

describe("a press before the dialog's code arrives", () => {
  test("cookie preferences: focus starts loading, Enter shows the opener busy, then the dialog opens; Escape returns focus", async () => {
    const { context, page, problems, chunk } = await landingHolding("PreferencesDialog");
    const opener = "[data-consent-banner] [data-consent-action=manage]";
    const dialog = "[data-consent-preferences] [role=dialog]";

    await tabTo(page, opener);
    await chunk.requested; // focus alone asked for the code
    await page.keyboard.press("Enter");
    await page.locator(`${opener}[aria-busy=true] [data-opening]`).waitFor();
    expect(await page.locator(opener).textContent()).toBe("Opening…");
    expect(await page.locator(dialog).count()).toBe(0);
    expect(await isFocused(page, opener)).toBe(true);

    await releaseThenOpenAndClose(page, chunk, opener, dialog);
    expect(await page.locator(opener).textContent()).toBe("Manage cookies");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("filters on a phone: a finger's tap shows the button busy, then the dialog opens with focus inside; Escape returns it", async () => {
    let chunk!: Awaited<ReturnType<typeof holdChunk>>;
    const { page, context, problems } = await openResultsPage(browser(), HOTEL_SEARCH, {
      viewport: VIEWPORTS.mobile,
      isMobile: true,
      hasTouch: true,
      watch: (watched) => void holdChunk(watched, "FiltersDialog").then((held) => (chunk = held)),
    });
    const opener = page.getByRole("button", { name: "Filtri (1)" });
    await opener.tap();
    await chunk.requested;
    await page.locator("main button[aria-haspopup=dialog][aria-busy=true] [data-opening]").waitFor();
    expect(await page.locator("main button[aria-haspopup=dialog]").textContent()).toBe("Apertura…");

    await chunk.release();
    const dialog = page.getByRole("dialog", { name: "Filtri" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Filtri (1)");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("developer tools: a pointer resting on the button starts loading, the click shows a spinner, then the dialog", async () => {
    const { context, page, problems, chunk } = await landingHolding("DevToolsDialog", { consented: true });
    const opener = "[data-dev-tools=open]";
    const dialog = "[role=dialog][data-dev-tools=dialog]";
    await page.hover(opener);
    await chunk.requested; // resting on it asked for the code
    await page.click(opener);
    await page.locator(`${opener}[aria-busy=true] .animate-spin`).waitFor();
    expect(await page.locator(opener).getAttribute("aria-label")).toBeTruthy();

    await releaseThenOpenAndClose(page, chunk, opener, dialog);
    expect(problems).toEqual([]);
    await context.close();
  });
});
