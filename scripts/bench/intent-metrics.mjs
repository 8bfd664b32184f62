// What a shopper waits for after pressing: a hotel card tapped on the bench's throttled phone
// until the hotel page's facts are painted, and a lazy dialog's first open after the press on a
// desktop Chromium and on that phone. The shopper is simulated as one behaves: a finger rests on
// the glass about a tenth of a second before it lifts (TAP_CONTACT_MS), a keyboard user reaches a
// button and then presses Enter (KEY_DWELL_MS). Times are from the press (the click a tap ends in,
// or Enter's keydown) to the next frame after the awaited element is in the page. Also the phone's
// INP when a filter is applied (the tap's interaction, input to next paint).
import { chromium } from "playwright-core";
import { BROWSER_UA, median } from "./document-timing.mjs";
import { openPage, pageSignal, pageTimeout, throttledPhonePage } from "./phone-metrics.mjs";

/** A finger's contact with the glass during a tap (touchstart → touchend), typically 70–150 ms. */
export const TAP_CONTACT_MS = 100;
/** A keyboard user's pause between reaching a button and pressing Enter. */
export const KEY_DWELL_MS = 150;
const DESKTOP = { viewport: { width: 1280, height: 900 }, userAgent: BROWSER_UA };

// Runs in the page before anything else: the press's time and each awaited element's first frame.
function recordPresses() {
  const seen = { pointerdown: null, click: null, enter: null, painted: {} };
  window.__intent = seen;
  addEventListener("pointerdown", (event) => (seen.pointerdown = event.timeStamp), true);
  addEventListener("click", (event) => (seen.click = event.timeStamp), true);
  addEventListener("keydown", (event) => event.key === "Enter" && (seen.enter = event.timeStamp), true);
  // The frame after the element arrives: a message posted from the frame's callback runs once it is painted.
  window.__awaitElement = (name, selector) => {
    const check = () => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          seen.painted[name] = performance.now();
          console.debug(`bench:painted:${name}`); // pageSignal
        };
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    check();
  };
}

const throttledPhone = (browser, origin, { consent = true } = {}) => throttledPhonePage(browser, origin, { initScript: recordPresses, consent });

async function desktop(browser, origin, { consent = true } = {}) {
  const context = await browser.newContext(DESKTOP);
  if (consent) await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: origin }]);
  const page = await context.newPage();
  await page.addInitScript(recordPresses);
  return { context, page };
}

/** Loaded, hydrated and quiet: what a shopper about to press sees. */
async function settle(page, url, readySelector = "html[data-hydrated='true']") {
  await openPage(page, url);
  await page.waitForSelector(readySelector, { timeout: pageTimeout() });
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
}

/** A finger's tap at the middle of `selector`'s first element: touchstart, TAP_CONTACT_MS, touchend. */
async function tap(page, cdp, selector) {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + Math.min(box.height / 2, 20)) };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await new Promise((resolve) => setTimeout(resolve, TAP_CONTACT_MS));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * Awaits the element `name` (`selector`) from now on; the returned function, called after the
 * press, gives the ms from the press to the element's frame (and from the finger's touch, for a
 * tap). The bench is told of the frame, it does not poll for it (pageSignal).
 */
async function awaitPaint(page, name, selector, press) {
  // Watched from now on: a timeout names the requests the press left unfinished.
  const frame = pageSignal(page, `bench:painted:${name}`);
  await page.evaluate(([key, css]) => window.__awaitElement(key, css), [name, selector]);
  return async () => {
    await frame;
    const seen = await page.evaluate(() => window.__intent);
    const painted = seen.painted[name];
    const round = (n) => Math.round(n);
    return { fromPressMs: round(painted - seen[press]), fromTouchMs: seen.pointerdown === null ? null : round(painted - seen.pointerdown) };
  };
}

const medianOf = (runs, key) => {
  const values = runs.map((run) => run[key]).filter((value) => typeof value === "number");
  return values.length ? median(values) : null;
};

/**
 * The first hotel card of `resultsUrl` tapped on the throttled phone, until the hotel page's facts
 * (`data-testid="hotel-facts"`) are painted; the median of `runs` fresh visits. `intent: false`
 * turns the storefront's intent prefetching off (its flag, overridden by cookie on loopback hosts).
 */
export async function measureTapToFacts(browser, resultsUrl, { runs = 5, intent = true } = {}) {
  const measured = [];
  for (let i = 0; i < runs; i++) {
    const { context, page, cdp } = await throttledPhone(browser, new URL(resultsUrl).origin);
    if (!intent) await context.addCookies([{ name: "ff.intent-prefetch", value: "false", url: new URL(resultsUrl).origin }]);
    await settle(page, resultsUrl, "[data-results-hydrated='true']");
    const factsPainted = await awaitPaint(page, "facts", '[data-testid="hotel-facts"]', "click");
    await tap(page, cdp, "[data-proposal-id] h3 a");
    measured.push(await factsPainted());
    await context.close();
  }
  return { runs: measured, medianMs: medianOf(measured, "fromPressMs"), medianFromTouchMs: medianOf(measured, "fromTouchMs") };
}

/**
 * A lazy dialog's first open after the press, on a page opened fresh each run: on the desktop by
 * keyboard (its opener focused, KEY_DWELL_MS, Enter), on the throttled phone by a tap.
 */
export async function measureDialogOpen(browser, { url, opener, dialog, device, consent = true, runs = 5 }) {
  const measured = [];
  for (let i = 0; i < runs; i++) {
    const origin = new URL(url).origin;
    const opened = device === "phone" ? await throttledPhone(browser, origin, { consent }) : await desktop(browser, origin, { consent });
    const { context, page } = opened;
    await settle(page, url);
    await page.waitForSelector(opener, { timeout: pageTimeout() / 2 });
    const dialogPainted = await awaitPaint(page, "dialog", dialog, device === "phone" ? "click" : "enter");
    if (device === "phone") {
      await tap(page, opened.cdp, opener);
    } else {
      await page.focus(opener);
      await new Promise((resolve) => setTimeout(resolve, KEY_DWELL_MS));
      await page.keyboard.press("Enter");
    }
    measured.push(await dialogPainted());
    await context.close();
  }
  return { runs: measured, medianMs: medianOf(measured, "fromPressMs") };
}

// Runs in the page: the longest interaction from here on (Event Timing: input to the next paint),
// which is what INP reports for a page with one slow interaction.
function watchInteractions() {
  window.__longestInteraction = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__longestInteraction = Math.max(window.__longestInteraction, entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: false });
}

/**
 * Applying a filter on the throttled phone: the results' filters dialog opened, then a tap on a
 * star rating, which applies at once (the URL changes and the list is asked for again). The
 * figure is that tap's interaction (INP's measure of it): from the touch to the next frame the
 * page paints, the median of `runs` fresh visits.
 */
export async function measureFilterInp(browser, resultsUrl, { runs = 5 } = {}) {
  const measured = [];
  for (let i = 0; i < runs; i++) {
    const { context, page, cdp } = await throttledPhone(browser, new URL(resultsUrl).origin);
    await settle(page, resultsUrl, "[data-results-hydrated='true']");
    await tap(page, cdp, "main button[aria-haspopup=dialog]");
    await page.waitForSelector("[role=dialog][aria-labelledby=filters-title] input[name=stars]", { timeout: pageTimeout() / 2 });
    await page.evaluate(watchInteractions);
    const before = page.url();
    await tap(page, cdp, "[role=dialog] label:has(input[name=stars])");
    await page.waitForURL((url) => url.href !== before && url.searchParams.has("stars"), { timeout: pageTimeout() / 2 });
    // Event Timing reports an interaction after its frame: two frames later it is in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForFunction(() => window.__longestInteraction > 0, null, { timeout: 10_000 });
    measured.push({ interactionMs: Math.round(await page.evaluate(() => window.__longestInteraction)) });
    await context.close();
  }
  return { runs: measured, medianMs: medianOf(measured, "interactionMs") };
}

/** Every figure of this module, each with its budget, into the bench's table. One Chromium for all. */
export async function addIntentFigures(figures, { origin, resultsUrl, quick, executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }) {
  const runs = quick ? 1 : 5;
  // The judged tap, eleven taps: one tap ranges 180–500 ms on this machine, and the median of five
  // moved by tens of milliseconds from one set of five to the next.
  const tapRuns = quick ? 1 : 11;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const facts = await measureTapToFacts(browser, resultsUrl, { runs: tapRuns });
    figures.add("phone tap → hotel facts painted ms", facts.medianMs, 300);
    figures.add("phone touch → hotel facts painted ms (finger down)", facts.medianFromTouchMs);
    figures.detail("tap to facts", facts);
    // The same build with intent prefetching off: what the tap costs without it.
    const without = await measureTapToFacts(browser, resultsUrl, { runs, intent: false });
    figures.add("phone tap → hotel facts painted ms, intent off", without.medianMs);
    figures.detail("tap to facts, intent off", without);

    const filter = await measureFilterInp(browser, resultsUrl, { runs });
    figures.add("phone INP applying a filter ms", filter.medianMs, 200);
    figures.detail("filter INP", filter);

    const landing = `${origin}/`;
    const preferences = { url: landing, opener: "[data-consent-action=manage]", dialog: "[data-consent-preferences] [role=dialog]", consent: false };
    const dialogs = [
      ["cookie preferences first open ms, desktop", { ...preferences, device: "desktop" }, 100],
      ["cookie preferences first open ms, phone", { ...preferences, device: "phone" }, 300],
      ["filters dialog first open ms, phone", { url: resultsUrl, opener: "main button[aria-haspopup=dialog]", dialog: "[role=dialog][aria-labelledby=filters-title]", device: "phone" }, 300],
      ["developer tools first open ms, desktop", { url: landing, opener: "[data-dev-tools=open]", dialog: "[data-dev-tools=dialog]", device: "desktop" }, 100],
    ];
    for (const [name, options, budget] of dialogs) {
      const opened = await measureDialogOpen(browser, { ...options, runs });
      figures.add(name, opened.medianMs, budget);
      figures.detail(name, opened);
    }
  } finally {
    await browser.close();
  }
}
