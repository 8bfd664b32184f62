import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { collectConsoleProblems, newContext, waitForHydration } from "./browser";
import { brandUrl } from "./servers";
import { addCartGrants } from "./carts";

/**
 * A brand's page in a fresh context with consent already given (technical only, so the banner is
 * out of the way), hydrated; with the console problems it logs from the start.
 */
export async function openHydrated(browser: Browser, brand: string, path: string, options: BrowserContextOptions = {}) {
  const url = brandUrl(brand, path);
  const context = await newContext(browser, options);
  await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: new URL(url).origin }]);
  // The carts this test process made through the edge open in the contexts it opens (see carts.ts).
  if (!options.storageState) await addCartGrants(context, url);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, context, problems };
}

export interface ResultsPageOptions extends BrowserContextOptions {
  /** Runs on the page before it loads (to watch its requests). */
  watch?: (page: Page) => void;
}

/**
 * A results page of viaggi in a fresh consented context. With JavaScript, it waits until the
 * streamed cards have hydrated and their controls listen; without, it returns as loaded.
 */
export async function openResultsPage(browser: Browser, path: string, options: ResultsPageOptions = {}) {
  const url = brandUrl("viaggi", path);
  const { watch, ...contextOptions } = options;
  const context = await newContext(browser, contextOptions);
  await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: new URL(url).origin }]);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  watch?.(page);
  await page.goto(url);
  if (contextOptions.javaScriptEnabled !== false) {
    await waitForHydration(page);
    await page.waitForSelector("[data-results-hydrated='true']");
  }
  return { page, context, problems };
}
