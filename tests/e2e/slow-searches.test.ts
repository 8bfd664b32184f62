import type { Page } from "playwright-core";
import { beforeEach, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { seriousAxeViolations } from "./support/axe";
import { collectConsoleProblems, newContext, useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { E2E_SEARCH_BUDGET_MS } from "./support/search-budget";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

/**
 * Slow is not empty, on a phone in Chromium. While the backend searches, the page says so (words,
 * a bar that moves, one polite announcement), hydrated and usable; the results arrive in the same
 * page; only after the budget (scaled down for e2e, see support/search-budget.ts) does it say the
 * search took too long, with a Try again that works; a shopper who leaves stops the backend call.
 */

useServers();
const browser = useChromium();
const FLIGHTS = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2";
const HOTELS = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const fault = (call: string, body: Record<string, unknown>) => sandboxControl(sandboxUrl(), "POST", "/faults", { call, ...body });
/**
 * The calls to `path`, first first. The page's own call is the first: the flexible-dates strip
 * searches only once the page's first page has come (and these tests' pages wait on it).
 */
const pageCalls = async (path: string) =>
  ((await sandboxControl(sandboxUrl(), "GET", `/calls?path=${encodeURIComponent(path)}`)) as { calls: { body: string; abandonedAt?: string }[] }).calls;

/**
 * A phone on `path` of `brand`, consented, watched from the first byte: every text the results'
 * live region held, and whether a "no results" or failure state was ever on screen. It returns
 * once the page has hydrated, while the document is still streaming (goto waits for the commit only).
 */
async function openWaiting(brand: string, path: string, options: { bypassCSP?: boolean } = {}) {
  const context = await newContext(browser(), { viewport: VIEWPORTS.mobile, ...options });
  await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: new URL(brandUrl(brand)).origin }]);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  await page.addInitScript(() => {
    const seen = { announced: [] as string[], falseStates: [] as string[] };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      const region = document.querySelector("[data-testid=results-status]");
      const text = region?.textContent ?? "";
      if (text && seen.announced.at(-1) !== text) seen.announced.push(text);
      for (const state of ["no-result", "results-failed"]) if (document.querySelector(`[data-page=${state}]`) && !seen.falseStates.includes(state)) seen.falseStates.push(state);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(brandUrl(brand, path), { waitUntil: "commit" });
  await page.waitForSelector("[data-testid=search-waiting]");
  await waitForHydration(page);
  return { page, context, problems };
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: { announced: string[]; falseStates: string[] } }).__seen);
const barScale = (page: Page) => page.$eval(".search-progress", (bar) => new DOMMatrix(getComputedStyle(bar).transform).a);

describe("a slow search on a phone", () => {
  beforeEach(async () => {
    await sandboxControl(sandboxUrl(), "DELETE", "/faults");
    await sandboxControl(sandboxUrl(), "DELETE", "/calls");
  });

  test("viaggi flights at 12 s: the page says it is searching (moving bar, one polite announcement, axe-clean), then the flights, never 'no flights'", async () => {
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "latency", ms: 12_000, times: 1 });
    const { page, context, problems } = await openWaiting("viaggi", `/F?${FLIGHTS}`, { bypassCSP: true });

    const waiting = page.locator("[data-testid=search-waiting]");
    expect(await waiting.textContent()).toContain("può volerci fino a un minuto");
    expect(await page.getAttribute("[role=progressbar]", "aria-label")).toBe("Ricerca in corso");
    await expect.poll(() => page.textContent("[data-testid=results-status]")).toContain("può volerci fino a un minuto");
    expect(await page.getAttribute("[data-testid=results-status]", "aria-live")).toBe("polite");
    // The bar moves: its scale grows while the shopper waits (a signal, not a sleep).
    const first = await barScale(page);
    await page.waitForFunction((start) => new DOMMatrix(getComputedStyle(document.querySelector(".search-progress")!).transform).a > start + 0.01, first);
    expect(await seriousAxeViolations(page, "main")).toEqual([]);

    // The same page, no navigation: the cards arrive when the backend answers.
    const url = page.url();
    await page.waitForSelector("[data-proposal-id]", { timeout: 30_000 });
    expect(page.url()).toBe(url);
    expect(await page.locator("[data-proposal-id]").count()).toBe(20);
    const { announced, falseStates } = await seen(page);
    expect(falseStates).toEqual([]);
    // Announced once while waiting (not every tick), then the count.
    expect(announced).toHaveLength(2);
    expect(announced[0]).toContain("Cerchiamo i prezzi migliori");
    expect(announced[1]).toMatch(/\d+ voli trovati/);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("localhost hotels at 20 s: the stays arrive in the same page, never 'couldn't load the results'", async () => {
    await fault("ShoppingHDPService/RetrieveProposals", { kind: "latency", ms: 20_000, times: 1 });
    const { page, context, problems } = await openWaiting("localhost", `/H?${HOTELS}`);
    expect(await page.textContent("[data-testid=search-waiting]")).toContain("this can take up to a minute");
    await page.waitForSelector("[data-proposal-id]", { timeout: 40_000 });
    expect((await seen(page)).falseStates).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("a search that never answers: at the budget it took too long (axe-clean), and Try again searches afresh", async () => {
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "hang", times: 1 });
    const { page, context, problems } = await openWaiting("viaggi", `/F?${FLIGHTS}`, { bypassCSP: true });
    const started = Date.now();
    await page.waitForSelector("[data-page=search-timed-out]", { timeout: E2E_SEARCH_BUDGET_MS + 15_000 });
    expect(Date.now() - started).toBeGreaterThan(E2E_SEARCH_BUDGET_MS - 5_000);
    expect(await page.textContent("[data-page=search-timed-out] h2")).toBe("La ricerca ha richiesto troppo tempo");
    await expect.poll(() => page.textContent("[data-testid=results-status]")).toBe("La ricerca ha richiesto troppo tempo");
    expect((await seen(page)).falseStates).toEqual([]);
    expect(await seriousAxeViolations(page, "main")).toEqual([]);
    await expect.poll(async () => (await pageCalls("/api/services/app/ShoppingTransportService/RetrieveProposals"))[0]?.abandonedAt).toBeDefined();

    // The backend is back: Try again finds the flights.
    await page.click("[data-page=search-timed-out] a");
    await page.waitForSelector("[data-proposal-id]");
    expect(problems).toEqual([]);
    await context.close();
  }, E2E_SEARCH_BUDGET_MS + 40_000);

  test("a shopper who leaves while the search runs: the backend call stops within seconds, not at the budget", async () => {
    await fault("ShoppingTransportService/RetrieveProposals", { kind: "hang", times: 1 });
    const { page, context } = await openWaiting("viaggi", `/F?${FLIGHTS}`);
    // Another site altogether: the document's connection closes.
    await page.goto("about:blank");
    const left = Date.now();
    await expect
      .poll(async () => (await pageCalls("/api/services/app/ShoppingTransportService/RetrieveProposals"))[0]?.abandonedAt, { timeout: 10_000 })
      .toBeDefined();
    const [call] = await pageCalls("/api/services/app/ShoppingTransportService/RetrieveProposals");
    expect(Date.parse(call!.abandonedAt!) - left).toBeLessThan(6_000);
    await context.close();
  }, 40_000);
});
