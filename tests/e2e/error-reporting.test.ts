import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { describeEvent, startFakeSentry, type FakeSentry } from "../support/fake-sentry";
import { collectConsoleProblems, launchChromium, newContext, waitForHydration, type LaunchedBrowser } from "./support/browser";
import { brandUrl, startServers, useServers, type E2EServers } from "./support/servers";

/**
 * Browser error reporting and the error boundary. The file's servers have no SENTRY_DSN, so it
 * serves the same build a second time with SENTRY_DSN pointing at a local fake Sentry; the
 * boundary and "no DSN" checks use the first.
 */

useServers();

let launched: LaunchedBrowser;
let browser: Browser;
let sentry: FakeSentry;
let reporting: E2EServers;
const reportingUrl = (path: string) => `http://localhost:${reporting.workerPort}${path}`;

beforeAll(async () => {
  sentry = await startFakeSentry();
  reporting = await startServers({ SENTRY_DSN: sentry.dsn });
  launched = await launchChromium();
  browser = launched.browser;
});
afterAll(async () => {
  await launched?.close();
  await reporting?.stop();
  await sentry?.close();
});

/** The SDK is a lazy chunk loaded when the page is idle: wait until it has a client. */
async function waitForErrorReporter(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const carrier = (window as unknown as { __SENTRY__?: Record<string, { defaultCurrentScope?: { getClient(): unknown } }> & { version?: string } }).__SENTRY__;
    return Boolean(carrier?.version && carrier[carrier.version]?.defaultCurrentScope?.getClient());
  }, undefined, { timeout: 20_000 });
}

/** Throws from a task of its own, as an app bug would (uncaught, reaching window.onerror). */
async function throwInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => void setTimeout(() => { throw new Error(text); }), message);
}

describe("with SENTRY_DSN", () => {
  test("a client render error reaches the error reporter, through the worker, with the release", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const tunnelled: string[] = [];
    page.on("request", (request) => request.url().endsWith("/monitoring") && tunnelled.push(request.url()));
    await page.goto(reportingUrl("/__dev/throw?where=client"));
    await page.waitForSelector("[data-page='error-boundary'] h1");

    const { event, envelope } = await sentry.waitForEvent((e) => describeEvent(e).includes("Deliberate client error"), 20_000);
    const { version } = (await (await fetch(reportingUrl("/healthz"))).json()) as { version: string };
    expect(event.release).toBe(version);
    expect(event.request?.url).toBe(reportingUrl("/__dev/throw?where=client"));
    expect(event.request?.cookies).toBeUndefined();
    expect(envelope.text).not.toContain("cookies-acceptance");
    // Sent same-origin and passed on by the worker (the page's CSP allows no other http origin).
    expect(tunnelled.length).toBeGreaterThan(0);
    await context.close();
  });

  test("network and failed-import errors are ignored; other errors still go", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(reportingUrl("/"));
    await waitForHydration(page);
    await waitForErrorReporter(page);

    // An unhandled failed fetch, and a failed dynamic import, as browsers word them.
    await page.evaluate(() => void fetch("http://127.0.0.1:9/unreachable").then((response) => response.text()));
    await page.evaluate(() => void setTimeout(() => { throw new TypeError("Failed to fetch dynamically imported module: /assets/gone-123.js"); }));
    await throwInPage(page, "Sentinel after ignored errors");
    await sentry.waitForEvent((e) => describeEvent(e).includes("Sentinel after ignored errors"));
    const described = sentry.events().map(({ event }) => describeEvent(event)).join("\n");
    expect(described).not.toMatch(/failed to fetch/i);
    await context.close();
  });

  test("an error whose breadcrumbs hit the beacon is dropped (tracking noise, SPEC §8)", async () => {
    const context = await newContext(browser);
    const noisy = await context.newPage();
    await noisy.goto(reportingUrl("/"));
    await waitForHydration(noisy);
    await waitForErrorReporter(noisy);
    expect(await noisy.evaluate(() => fetch("/beacon", { method: "POST", body: "not json" }).then((response) => response.status))).toBe(400);
    await throwInPage(noisy, "Error after a beacon call");

    // A fresh page (no such breadcrumb): its error arrives, the noisy one never did.
    const fresh = await context.newPage();
    await fresh.goto(reportingUrl("/"));
    await waitForHydration(fresh);
    await waitForErrorReporter(fresh);
    await throwInPage(fresh, "Sentinel on a fresh page");
    await sentry.waitForEvent((e) => describeEvent(e).includes("Sentinel on a fresh page"));
    expect(sentry.events().map(({ event }) => describeEvent(event)).join("\n")).not.toContain("Error after a beacon call");
    await context.close();
  });
});

describe("without SENTRY_DSN (the file's first servers)", () => {
  test("the SDK is never loaded and nothing is sent", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const problems = collectConsoleProblems(page);
    await page.goto(brandUrl("localhost"));
    await waitForHydration(page);
    await page.waitForLoadState("load");
    // The SDK would be asked for by the page's idle callback after load, queued before this one:
    // once this one has run, its request has been sent and reported (before this answer).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(requested.filter((path) => /sentry|monitoring/.test(path))).toEqual([]);
    expect(await page.evaluate(() => "__SENTRY__" in window)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the error boundary", () => {
  const expectGenericPage = async (page: Page) => {
    await page.waitForSelector("[data-page='error-boundary'] h1");
    const html = await page.content();
    expect(html).not.toContain("Unexpected Application Error");
    expect(await page.locator("[data-page='error-boundary'] a[href='/']").count()).toBe(1);
    expect(await page.locator("header").count()).toBeGreaterThan(0);
  };

  test("a route that throws on client navigation shows the generic page, never the router's default", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(brandUrl("localhost", "/__dev/throw"));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator("a[href='/__dev/throw?where=render']").click();
    await expectGenericPage(page);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // Its button leads back to the landing page, which works again.
    await page.locator("[data-page='error-boundary'] a[href='/']").click();
    await page.waitForSelector("#hero-title");
    await context.close();
  });

  test("a server render error shows the generic page with a 500", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(brandUrl("localhost", "/__dev/throw?where=render"));
    expect(response?.status()).toBe(500);
    await expectGenericPage(page);
    await context.close();
  });

  test("an error after the shell was streamed: the document completes, the boundary shows once hydrated", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(brandUrl("localhost", "/__dev/throw?where=stream"));
    expect(response?.status()).toBe(200);
    expect((await response!.text()).trimEnd()).toMatch(/<\/html>$/);
    await expectGenericPage(page);
    await context.close();
  });
});
