// A page as a mid-range phone sees it: Chromium through playwright-core with mobile emulation,
// 4× CPU throttling and a 1.6 Mbps / 150 ms RTT network (CDP). Measures FCP, LCP, CLS, total
// blocking time and the time the app says it is hydrated (html[data-hydrated]); median of N loads.
import { chromium } from "playwright-core";
import { median } from "./document-timing.mjs";

export const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2.625,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};
export const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * How the bench learns that a page reached a mark: a console message the page's init script
 * writes, which Playwright hears over CDP. Polling for it (`waitForFunction`) runs Playwright's
 * script in the page on the slowed CPU, during the very work being timed: 70–90 ms of a landing's
 * hydration (1 655 ms against 1 563, and 1 743 against 1 675: two rounds of twelve alternated
 * loads each). A tap's figure did not move (343 ms against 331, ten taps each).
 *
 * Watched from the call on, and awaited later by the caller (after the load or the press that
 * leads to the mark): a mark that never comes names what the page had unfinished (`naming`), and
 * its timeout, should the work before it fail first, is no unhandled rejection (`awaitedLater`).
 */
export function pageSignal(page, text, timeout = pageTimeout()) {
  return awaitedLater(naming(page, () => page.waitForEvent("console", { predicate: (message) => message.text() === text, timeout })));
}

// Runs in the page before anything else: records what the metrics need.
function recordPaints() {
  const seen = { fcp: null, lcp: null, cls: 0, longTasks: [], hydrated: null };
  window.__phone = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") seen.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => {
    if (seen.hydrated === null && document.documentElement?.dataset.hydrated === "true") {
      seen.hydrated = performance.now();
      console.debug("bench:hydrated"); // pageSignal
    }
    // Init scripts run before <html> exists: watch the whole document for the attribute.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

/** The median of the loads that measured it (an LCP may be missing), or null. */
const medianOf = (values) => {
  const measured = values.filter((value) => typeof value === "number");
  return measured.length ? median(measured) : null;
};

/**
 * How many times slower the phone's CPU is than this machine's: 4, a mid-range phone. The quick
 * bench (BENCH_PHONE_CPU_SLOWDOWN=1, set by `--quick`) runs beside the browser tests at a lower
 * priority, where a CPU slowed four times more stalls a page past a minute; its figures are not
 * judged, and the measurement is the same.
 */
const cpuSlowdown = () => Number(process.env.BENCH_PHONE_CPU_SLOWDOWN ?? 4);

/**
 * How long a page, a mark or an element may take: a minute. The quick bench runs beside the
 * browser tests at a lower priority, where a busy stretch of theirs can leave it so little of the
 * machine that every page of a step takes over a minute to load. The quick run's figures are not
 * judged; it waits three minutes (BENCH_PAGE_TIMEOUT_MS, set by `--quick`).
 */
export const pageTimeout = () => Number(process.env.BENCH_PAGE_TIMEOUT_MS ?? 60_000);

/**
 * A fresh page on the bench's phone: PHONE's device, the slowed CPU, NETWORK's link, with
 * `initScript` run before anything else; `consent` stores the technical-only choice, so no banner
 * covers it.
 */
export async function throttledPhonePage(browser, origin, { initScript, consent = true }) {
  const context = await browser.newContext(PHONE);
  if (consent) await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown() });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await page.addInitScript(initScript);
  return { context, page, cdp };
}

/**
 * Runs `work` on `page`; when it throws (a timeout, mostly), the error says which of the page's
 * requests were still unfinished and for how long: whether the document itself was still
 * streaming or a file stalled, which a bare timeout on a busy machine leaves to guesswork.
 */
async function naming(page, work) {
  const started = new Map();
  const track = (request) => started.set(request, Date.now());
  const finish = (request) => started.delete(request);
  page.on("request", track);
  page.on("requestfinished", finish);
  page.on("requestfailed", finish);
  try {
    return await work();
  } catch (error) {
    const now = Date.now();
    const unfinished = [...started].map(([request, at]) => `${request.method()} ${request.url()} (${now - at} ms)`);
    const stalled = [...started.keys()].find((request) => request.resourceType() === "document");
    const probe = stalled ? ` The same document asked again from outside the browser: ${await probeDocument(stalled.url())}.` : "";
    throw new Error(`${String(error?.message ?? error).split("\n")[0]} Unfinished: ${unfinished.join(", ") || "none"}.${probe}`, { cause: error });
  } finally {
    page.off("request", track);
    page.off("requestfinished", finish);
    page.off("requestfailed", finish);
  }
}

/**
 * A stalled document asked for again, once, by Node with a browser's user agent: whether the
 * server still answers that page (and how fast), or the stall is the browser's side.
 */
async function probeDocument(url) {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { headers: { "user-agent": PHONE.userAgent }, signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return `${response.status} in ${Date.now() - startedAt} ms`;
  } catch (error) {
    return `${String(error?.message ?? error)} after ${Date.now() - startedAt} ms`;
  }
}

/** Opens `url` on `page` until its load event; a timeout names what was unfinished (`naming`). */
export function openPage(page, url, timeout = pageTimeout()) {
  return naming(page, () => page.goto(url, { waitUntil: "load", timeout }));
}

/**
 * `promise`, to be awaited later. Until then nothing awaits it: if the work before fails first,
 * that work's error is the one reported, and this one's later rejection (a mark's wait timing
 * out) must not end the bench as an unhandled rejection (it once did, mid-step, losing every figure).
 */
function awaitedLater(promise) {
  promise.catch(() => {});
  return promise;
}

/** Opens `url` on `page` and waits until the app says it is hydrated (told, not polled: pageSignal). */
async function loadUntilHydrated(page, url) {
  // Watched from before the load.
  const hydrated = pageSignal(page, "bench:hydrated");
  await openPage(page, url);
  await hydrated;
}

/**
 * The landing opened again by a returning shopper (same browser, an hour at most later): a first
 * load, then the same page in the same context. Medians of hydration, and the files the second
 * load asked the server for again (a 304 too costs a round trip before its script can run).
 */
export async function measureReturningPhone(url, { runs = 5, executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const loads = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { context, page } = await throttledPhonePage(browser, new URL(url).origin, { initScript: recordPaints });
      await loadUntilHydrated(page, url);
      await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
      await page.goto("about:blank");
      await loadUntilHydrated(page, url);
      const again = await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.transferSize > 0).map((entry) => entry.name));
      loads.push({ hydrated: await page.evaluate(() => window.__phone.hydrated), askedAgain: again });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    url,
    runs,
    hydratedMs: Math.round(medianOf(loads.map((load) => load.hydrated))),
    filesAskedAgain: medianOf(loads.map((load) => load.askedAgain.length)),
    askedAgain: loads[0]?.askedAgain ?? [],
  };
}

export async function measurePhone(urls, { runs = 5, executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const report = [];
  try {
    for (const url of urls) {
      const loads = [];
      for (let i = 0; i < runs; i++) {
        const { context, page } = await throttledPhonePage(browser, new URL(url).origin, { initScript: recordPaints });
        await loadUntilHydrated(page, url);
        // LCP settles once the page is quiet: wait for the network to idle after hydration.
        await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => {});
        const seen = await page.evaluate(() => window.__phone);
        const tbt = seen.longTasks.filter(([start]) => seen.fcp === null || start >= seen.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
        loads.push({ fcp: seen.fcp, lcp: seen.lcp, cls: seen.cls, tbt, hydrated: seen.hydrated });
        await context.close();
      }
      const round = (n, digits = 0) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);
      report.push({
        url,
        runs,
        fcpMs: round(medianOf(loads.map((l) => l.fcp))),
        lcpMs: round(medianOf(loads.map((l) => l.lcp))),
        lcpMissing: loads.filter((l) => l.lcp === null).length,
        cls: round(medianOf(loads.map((l) => l.cls)), 3),
        tbtMs: round(medianOf(loads.map((l) => l.tbt))),
        hydratedMs: round(medianOf(loads.map((l) => l.hydrated))),
      });
    }
  } finally {
    await browser.close();
  }
  return report;
}
