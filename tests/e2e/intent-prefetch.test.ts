import { describe, expect, test } from "vitest";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { HOVER_INTENT_MS } from "../../client/intent/hover-intent";
import { sandboxControl } from "../support/sandbox";
import { useChromium, VIEWPORTS } from "./support/browser";
import { tabTo } from "./support/keyboard";
import { openHydrated, openResultsPage } from "./support/open-page";
import { sandboxUrl, useServers } from "./support/servers";

/**
 * Pages fetched on intent, in Chromium: a hotel card the shopper rests the pointer on, presses or
 * focuses fetches the hotel page's code and the hotel's facts, one at a time and nothing more (no
 * price, no cart, nothing for cards merely scrolled past); the tap then shows the facts at once
 * and starts pricing. A deal fetches the deal search's code, never its search.
 *
 * The page's fetch calls are recorded by an init script (what the page asked for, in order,
 * synchronously with the asking); the hover delay is crossed with Playwright's clock, not a sleep.
 */

useServers();
const browser = useChromium();
const HOTEL_SEARCH = "/H?destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const CARD_LINKS = "article[data-proposal-id] h3 a";

interface Seen {
  /** The accommodations whose facts were requested, in order. */
  facts: string[];
  factsInFlight: number;
  factsAborted: number;
  /** The hotel page's own module (its chunk). */
  detailModules: number;
  /** The hotel page's loader data (`.data`): the tap's, never an intent's. */
  detailData: number;
  /** The hotel page's texts (a selection naming its `detail` namespace). */
  detailTexts: number;
}

/** The network as the page used it for the hotel page. */
function watchIntent(page: Page): Seen {
  const seen: Seen = { facts: [], factsInFlight: 0, factsAborted: 0, detailModules: 0, detailData: 0, detailTexts: 0 };
  const isFacts = (url: URL) => url.pathname === "/hotel-detail/facts";
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (isFacts(url)) {
      seen.facts.push(url.searchParams.get("accommodationId")!);
      seen.factsInFlight++;
    } else if (/^\/assets\/hotel-detail-[^/]+\.js$/.test(url.pathname)) seen.detailModules++;
    else if (url.pathname === "/hotel-detail.data") seen.detailData++;
    else if (/^\/texts\/[^/]+\/(?:[^/]*\+)?detail[+.]/.test(url.pathname)) seen.detailTexts++;
  });
  page.on("requestfinished", (request) => isFacts(new URL(request.url())) && seen.factsInFlight--);
  page.on("requestfailed", (request) => {
    if (!isFacts(new URL(request.url()))) return;
    seen.factsInFlight--;
    seen.factsAborted++;
  });
  return seen;
}

/**
 * In the page, before anything: every fetch it starts (path only); the hotels' facts it is waiting
 * for at once (a request counts until it settles or the page aborts it), at most; and cards the
 * pointer entered.
 */
function recordFetches() {
  const record = window as unknown as { __fetches: string[]; __cardsEntered: number; __factsWaited: number; __mostFactsWaited: number };
  Object.assign(record, { __fetches: [], __cardsEntered: 0, __factsWaited: 0, __mostFactsWaited: 0 });
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    record.__fetches.push(path);
    if (path !== "/hotel-detail/facts") return original(input, init);
    let waiting = true;
    const done = () => waiting && ((waiting = false), record.__factsWaited--);
    record.__mostFactsWaited = Math.max(record.__mostFactsWaited, ++record.__factsWaited);
    init?.signal?.addEventListener("abort", done);
    return original(input, init).finally(done);
  };
  addEventListener("pointerover", (event) => (event.target as Element).closest?.("article[data-proposal-id]") && record.__cardsEntered++, true);
}
const factsAsked = (page: Page) => page.evaluate(() => (window as unknown as { __fetches: string[] }).__fetches.filter((path) => path === "/hotel-detail/facts").length);
const modulesLinked = (page: Page) => page.locator('link[rel=modulepreload][href*="/assets/hotel-detail-"]').count();

const backendCalls = async (path: string) => ((await sandboxControl(sandboxUrl(), "GET", `/calls?path=/api/services/app/${path}`)) as { calls: unknown[] }).calls.length;
const pricingCalls = async () => (await backendCalls("ShoppingHDPService/CreatePricing")) + (await backendCalls("ShoppingHDPService/RetrievePricing"));
const staticReadsOf = async (accommodationId: string) =>
  ((await sandboxControl(sandboxUrl(), "GET", "/calls?path=/api/services/app/ShoppingHDPService/RetreiveAccommodationStaticData")) as { calls: { query: string; body: string }[] }).calls.filter(
    (call) => `${call.query}${call.body}`.includes(accommodationId),
  ).length;

async function resultsPage(options: { phone?: boolean; cookies?: { name: string; value: string }[] } = {}) {
  let seen!: Seen;
  const opened = await openResultsPage(browser(), HOTEL_SEARCH, {
    ...(options.phone ? { viewport: VIEWPORTS.mobile, isMobile: true, hasTouch: true } : {}),
    watch: (page) => {
      seen = watchIntent(page);
      void page.addInitScript(recordFetches);
    },
  });
  if (options.cookies) await opened.context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url: new URL(opened.page.url()).origin })));
  // Calls of the page's own search are not the intent's.
  await sandboxControl(sandboxUrl(), "DELETE", "/calls");
  return { ...opened, seen };
}

const accommodationOf = async (page: Page, index: number) => new URL((await page.locator(CARD_LINKS).nth(index).getAttribute("href"))!, "http://x").searchParams.get("accommodationId")!;

async function touchStart(context: BrowserContext, page: Page, index: number): Promise<CDPSession> {
  const link = page.locator(CARD_LINKS).nth(index);
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }] });
  return cdp;
}

describe("a hotel card fetches its page on intent", () => {
  test(`a pointer resting ${HOVER_INTENT_MS} ms on a card fetches the hotel page's code and that hotel's facts, once, and prices nothing`, async () => {
    const { page, context, seen, problems } = await resultsPage();
    const accommodationId = await accommodationOf(page, 2);
    const box = (await page.locator(CARD_LINKS).nth(2).boundingBox())!;
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.mouse.move(box.x + 8, box.y + 8);
    await page.mouse.move(box.x + 12, box.y + 10);
    await page.clock.runFor(HOVER_INTENT_MS - 1);
    expect(await factsAsked(page)).toBe(0);
    expect(await modulesLinked(page)).toBe(0);
    await page.clock.runFor(1);
    expect(await factsAsked(page)).toBe(1);
    await page.clock.resume();

    await expect.poll(() => seen.facts.length > 0 && seen.factsInFlight === 0 && seen.detailModules > 0).toBe(true);
    expect(seen.facts).toEqual([accommodationId]);
    expect(seen.detailModules).toBe(1);
    expect(seen.detailData).toBe(0);
    expect(await staticReadsOf(accommodationId)).toBe(1);
    expect(await pricingCalls()).toBe(0);
    expect(await backendCalls("CartApiService")).toBe(0);
    // Pressing it now asks nothing more: the facts are kept.
    await page.mouse.down();
    await page.mouse.up();
    await page.getByTestId("hotel-facts").waitFor();
    expect(seen.facts).toEqual([accommodationId]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a list scrolled under a resting pointer fetches nothing for the cards passing under it", async () => {
    const { page, context, seen } = await resultsPage();
    // The pointer rests on the list's heading, above the cards, then the page scrolls them under it.
    const heading = (await page.getByTestId("results-count").boundingBox())!;
    await page.mouse.move(heading.x + heading.width / 2, heading.y + heading.height / 2);
    // The page's time stands still from here: whatever the scroll starts waits for runFor below.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __cardsEntered: number }).__cardsEntered)).toBeGreaterThan(0);
    await page.clock.runFor(HOVER_INTENT_MS * 5);
    expect(await factsAsked(page)).toBe(0);
    expect(await modulesLinked(page)).toBe(0);
    await page.clock.resume();
    expect(seen.facts).toEqual([]);
    expect(seen.detailModules).toBe(0);
    await context.close();
  });

  test("keyboard focus on a card fetches the same", async () => {
    const { page, context, seen } = await resultsPage();
    const accommodationId = await accommodationOf(page, 0);
    // From the sort control, the last one before the cards, on by keyboard.
    await page.locator("select[name=sort]").focus();
    await tabTo(page, CARD_LINKS, { max: 20 });
    await expect.poll(() => seen.facts.length > 0 && seen.factsInFlight === 0 && seen.detailModules > 0).toBe(true);
    expect(seen.facts).toEqual([accommodationId]);
    expect(await pricingCalls()).toBe(0);
    await context.close();
  });

  test("a newer intent supersedes one still in flight: never two hotels' facts on their way at once", async () => {
    const { page, context, seen } = await resultsPage();
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => accommodationOf(page, index)));
    // The backend holds every hotel's facts, so each intent is still in flight when the next comes.
    await sandboxControl(sandboxUrl(), "POST", "/faults", { call: "ShoppingHDPService/RetreiveAccommodationStaticData", kind: "latency", ms: 20_000 });
    try {
      for (const [index, accommodationId] of [first, second, third].entries()) {
        await page.locator(CARD_LINKS).nth(index).focus();
        await expect.poll(() => seen.facts.at(-1)).toBe(accommodationId);
      }
      await expect.poll(() => seen.factsAborted).toBe(2);
      expect(seen.facts).toEqual([first, second, third]);
      // The page aborts the older before it asks for the newer (the browser may report the abort after).
      expect(await page.evaluate(() => (window as unknown as { __mostFactsWaited: number }).__mostFactsWaited)).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __factsWaited: number }).__factsWaited)).toBe(1);
      expect(await pricingCalls()).toBe(0);
    } finally {
      await sandboxControl(sandboxUrl(), "DELETE", "/faults");
    }
    await context.close();
  });

  test("a finger's press fetches the same; the tap then shows the facts at once and only then starts pricing", async () => {
    const { page, context, seen, problems } = await resultsPage({ phone: true });
    const accommodationId = await accommodationOf(page, 0);
    await page.evaluate(() => {
      const record = window as unknown as { __skeletonShown: boolean };
      record.__skeletonShown = false;
      new MutationObserver(() => document.querySelector("[data-testid=facts-skeleton]") && (record.__skeletonShown = true)).observe(document, { subtree: true, childList: true });
    });
    const cdp = await touchStart(context, page, 0);
    await expect.poll(() => seen.facts.length > 0 && seen.factsInFlight === 0 && seen.detailModules > 0).toBe(true);
    expect(seen.facts).toEqual([accommodationId]);
    expect(await pricingCalls()).toBe(0);
    expect(await backendCalls("CartApiService")).toBe(0);

    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForURL(/\/hotel-detail\?/);
    await page.getByTestId("hotel-facts").waitFor();
    // The facts came with the page's first frame: its skeleton never showed.
    expect(await page.evaluate(() => (window as unknown as { __skeletonShown: boolean }).__skeletonShown)).toBe(false);
    await page.waitForSelector("[data-pricing='priced']");
    expect(await backendCalls("ShoppingHDPService/CreatePricing")).toBe(1);
    expect(seen.facts).toEqual([accommodationId]);
    expect(seen.detailData).toBe(1);
    // Its texts were asked for once, on the press: the page adds no preload link asking again.
    expect(seen.detailTexts).toBe(1);
    expect(await page.locator('head link[rel=preload][href*="detail"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a touch that becomes a scroll lets go of the facts it asked for", async () => {
    const { page, context, seen } = await resultsPage({ phone: true });
    await sandboxControl(sandboxUrl(), "POST", "/faults", { call: "ShoppingHDPService/RetreiveAccommodationStaticData", kind: "latency", ms: 20_000 });
    try {
      const cdp = await touchStart(context, page, 0);
      await expect.poll(() => seen.facts.length).toBe(1);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchCancel", touchPoints: [] });
      await expect.poll(() => seen.factsAborted).toBe(1);
      expect(seen.factsInFlight).toBe(0);
    } finally {
      await sandboxControl(sandboxUrl(), "DELETE", "/faults");
    }
    await context.close();
  });

  test("with the intent-prefetch flag off nothing is fetched before the tap, and the tap still opens the hotel", async () => {
    const { page, context, seen } = await resultsPage({ cookies: [{ name: "ff.intent-prefetch", value: "false" }] });
    await page.reload();
    await page.waitForSelector("[data-results-hydrated='true']");
    await page.locator(CARD_LINKS).first().focus();
    await page.locator(CARD_LINKS).nth(1).hover();
    await page.locator(CARD_LINKS).first().click();
    await page.getByTestId("hotel-facts").waitFor();
    expect(seen.facts).toEqual([]);
    await context.close();
  });
});

describe("a deal fetches the deal search's code on intent, never its search", () => {
  test("a deal the pointer rests on: the deal search's module and texts, no .data and no CreateSearch", async () => {
    let dealData = 0;
    let dealModules = 0;
    const { page, context } = await openHydrated(browser(), "viaggi", "/deals");
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/deal-search.data") dealData++;
      if (/^\/assets\/deal-search-[^/]+\.js$/.test(pathname)) dealModules++;
    });
    await sandboxControl(sandboxUrl(), "DELETE", "/calls");
    const deal = page.locator('[data-testid=deals-list] a[href^="/deal-search?"]').first();
    const texts = page.waitForRequest((request) => request.url().includes("/texts/it/landing.search+search+results"));
    await deal.hover();
    await texts;
    await expect.poll(() => dealModules).toBe(1);
    expect(dealData).toBe(0);
    expect(await backendCalls("ShoppingHDPService/CreateSearch")).toBe(0);
    // The tap searches.
    await deal.click();
    await page.waitForURL(/\/deal-search\?/);
    await page.waitForSelector("[data-results-hydrated='true']");
    expect(await backendCalls("ShoppingHDPService/CreateSearch")).toBeGreaterThan(0);
    await context.close();
  });
});
