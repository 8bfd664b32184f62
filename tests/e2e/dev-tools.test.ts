import { resolve } from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { collectConsoleProblems, newContext, VIEWPORTS, waitForHydration, useChromium } from "./support/browser";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

const AXE_PATH = resolve(import.meta.dirname, "../../node_modules/axe-core/axe.min.js");
const OPEN_BUTTON = "[data-dev-tools='open']";
const DIALOG = "[role='dialog'][data-dev-tools='dialog']";

useServers();
const browser = useChromium();

/** A page on `url` with consent already given, so no cookie banner sits over the dev button. */
async function openPage(url: string, options: BrowserContextOptions = {}): Promise<{ page: Page; html: string; problems: string[]; close(): Promise<void> }> {
  const context = await newContext(browser(), options);
  await context.addCookies([{ name: "cookies-acceptance", value: "technical", url }]);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  const response = await page.goto(url);
  const html = (await response?.text()) ?? "";
  await waitForHydration(page);
  return { page, html, problems, close: () => context.close() };
}

async function openPanel(page: Page): Promise<void> {
  await page.click(OPEN_BUTTON);
  await page.waitForSelector(DIALOG);
  await page.waitForFunction((selector) => document.querySelector(selector)?.contains(document.activeElement), DIALOG);
}

const focusInDialog = (page: Page) => page.evaluate((selector) => !!document.querySelector(selector)?.contains(document.activeElement), DIALOG);

describe.each(["localhost", "viaggi"])("on %s", (brand) => {
  test("the panel's button appears after hydration, with no hydration warnings; the HTML has none of it", async () => {
    const { page, html, problems, close } = await openPage(brandUrl(brand));
    // Rendered only after hydration: not even a loopback host's HTML carries the panel.
    expect(html).not.toMatch(/data-dev-tools|dev-tools-dialog/);
    await page.waitForSelector(OPEN_BUTTON, { state: "visible" });
    await openPanel(page);
    expect(await page.locator(`${DIALOG} button`).count()).toBeGreaterThanOrEqual(7);
    expect(problems).toEqual([]);
    await close();
  });
});

test("keyboard only: open, Tab stays inside, Escape closes and returns focus to the button", async () => {
  const { page, close } = await openPage(brandUrl("localhost"));
  await page.waitForSelector(OPEN_BUTTON);
  // The button is the page's last focusable element: Shift+Tab from the start reaches it.
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate((selector) => document.activeElement?.matches(selector), OPEN_BUTTON)).toBe(true);
  await page.keyboard.press("Enter");
  await page.waitForSelector(DIALOG);
  expect(await page.getAttribute(DIALOG, "aria-modal")).toBe("true");
  const labelledBy = await page.getAttribute(DIALOG, "aria-labelledby");
  expect(await page.textContent(`#${labelledBy}`)).toBe("Developer tools");
  await page.waitForFunction((selector) => document.querySelector(selector)?.contains(document.activeElement), DIALOG);

  const focusables = await page.locator(`${DIALOG} button:not([disabled])`).count();
  for (let i = 0; i < focusables + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog(page)).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press("Escape");
  await page.waitForSelector(DIALOG, { state: "detached" });
  expect(await page.evaluate((selector) => document.activeElement?.matches(selector), OPEN_BUTTON)).toBe(true);
  expect(await page.getAttribute(OPEN_BUTTON, "aria-expanded")).toBe("false");
  await close();
});

test("invalidate this domain: the cached title stays until the purge, then the reload shows the new one", async () => {
  const host = `devtools-${Date.now()}.localhost`;
  await sandboxControl(sandboxUrl(), "PUT", `/brands/${host}`, { from: "localhost", brand: { pageTitle: "Title before purge" } });
  const { page, problems, close } = await openPage(brandUrl(host));
  expect(await page.title()).toBe("Title before purge");

  await sandboxControl(sandboxUrl(), "PUT", `/brands/${host}`, { from: "localhost", brand: { pageTitle: "Title after purge" } });
  await page.reload();
  await waitForHydration(page);
  expect(await page.title()).toBe("Title before purge");

  // A slow backend makes the loading state last long enough to be seen.
  await sandboxControl(sandboxUrl(), "POST", "/faults", { call: "Strapi/RemoveConfig", kind: "latency", ms: 700, times: 1 });
  await openPanel(page);
  const button = page.locator("[data-dev-tools-action='domain']");
  await button.click();
  await page.waitForSelector("[data-dev-tools-action='domain'][aria-busy='true'][disabled]");
  expect(await button.textContent()).toBe("Invalidating…");
  expect(await page.locator("[data-dev-tools-action='all']").isDisabled()).toBe(true);

  const result = page.locator("[data-dev-tools-result='ok']");
  await result.waitFor();
  expect(await result.getAttribute("aria-live")).toBe("polite");
  expect(await result.textContent()).toContain(`${host}: cached keys deleted: 2.`);
  expect(await result.textContent()).toContain("Backend configuration cache cleared (HTTP 200)");
  expect(await button.getAttribute("aria-busy")).toBe("false");
  expect(await button.isEnabled()).toBe(true);

  await page.reload();
  await waitForHydration(page);
  expect(await page.title()).toBe("Title after purge");
  expect(problems).toEqual([]);
  await sandboxControl(sandboxUrl(), "DELETE", `/brands/${host}`);
  await close();
});

test("invalidate all reports every purged domain and a failing backend call", async () => {
  await sandboxControl(sandboxUrl(), "POST", "/faults", { call: "Strapi/CleanAllConfigurationCaches", kind: "status", status: 503, message: "admin down", times: 1 });
  const { page, close } = await openPage(brandUrl("viaggi"));
  await openPanel(page);
  await page.click("[data-dev-tools-action='all']");
  const result = page.locator("[data-dev-tools-result='problem']");
  await result.waitFor();
  const text = await result.textContent();
  expect(text).toMatch(/Tutti i domini: chiavi eliminate dalla cache: [1-9]\d*/);
  expect(text).toContain("admin down");
  await close();
});

test("a test-token button reloads the current URL with that token in a, replacing any a already there", async () => {
  const { page, close } = await openPage(brandUrl("localhost", "/?product=H#top"));
  await openPanel(page);
  // The edge sign-in may answer with a redirect: what counts is the navigation request itself.
  const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes("a=sandbox-member-token"));
  await page.click("[data-dev-tools-token='sandbox-member-token']");
  expect(new URL((await navigation).url()).search).toBe("?product=H&a=sandbox-member-token");
  await close();

  // /exception never signs in, so its URL can carry an old `a`; plus signs travel as %20.
  const second = await openPage(brandUrl("localhost", "/exception?type=401&a=stale-token"));
  await openPanel(second.page);
  const plus = second.page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes("plus"));
  await second.page.click("[data-dev-tools-token='sandbox+plus+token']");
  const url = new URL((await plus).url());
  expect(url.pathname).toBe("/exception");
  expect(url.search).toBe("?type=401&a=sandbox%20plus%20token");
  await second.close();
});

test("while the cookie banner shows, the dev button never covers its buttons", async () => {
  const context = await newContext(browser(), { viewport: VIEWPORTS.mobile });
  const page = await context.newPage();
  await page.goto(brandUrl("localhost"));
  await waitForHydration(page);
  await page.waitForSelector(OPEN_BUTTON);
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-consent-banner] button")].flatMap((button) => {
      const box = button.getBoundingClientRect();
      const points = [[box.left + 2, box.bottom - 2], [box.left + box.width / 2, box.top + box.height / 2]];
      return points.filter(([x, y]) => !button.contains(document.elementFromPoint(x!, y!))).map(() => button.textContent);
    }),
  );
  expect(covered).toEqual([]);
  await context.close();
});

describe.each([
  ["mobile", VIEWPORTS.mobile],
  ["desktop", VIEWPORTS.desktop],
] as const)("accessibility of the open panel (%s)", (_name, viewport) => {
  test("axe finds no serious or critical violation", async () => {
    const { page, close } = await openPage(brandUrl("viaggi"), { bypassCSP: true, viewport });
    await openPanel(page);
    await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async (selector) => {
      const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
      const results = await axe.run({ include: [[selector], ["[data-dev-tools='open']"]] });
      return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.nodes.length})`);
    }, DIALOG);
    expect(violations).toEqual([]);
    // The dialog fits the viewport: nothing to scroll sideways on a phone.
    const box = await page.locator(DIALOG).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await close();
  });
});

/** The panel's reload button, then the page hydrated again. */
async function reloadFromPanel(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Reload the page" }).click();
  await page.waitForLoadState("load");
  await waitForHydration(page);
}

describe("flags and the brand configuration", () => {
  test("the flags panel lists the backend's toggles; an override applies on reload and goes with 'backend's value'", async () => {
    const { page, problems, close } = await openPage(brandUrl("localhost"), { viewport: VIEWPORTS.desktop });
    expect(await page.locator("header nav a[href='/deals']").count()).toBe(1);
    await openPanel(page);
    const dealsList = page.locator("[data-dev-tools='flags'] [data-flag='deals-list']");
    await dealsList.waitFor();
    expect(await dealsList.textContent()).toContain("Backend: On");
    expect(await page.locator("[data-dev-tools='flags'] [data-flag]").count()).toBeGreaterThanOrEqual(6);
    await dealsList.locator("select").selectOption("false");
    await reloadFromPanel(page);
    expect(await page.locator("header nav a[href='/deals']").count()).toBe(0);
    await openPanel(page);
    const select = page.locator("[data-dev-tools='flags'] [data-flag='deals-list'] select");
    expect(await select.inputValue()).toBe("false");
    await select.selectOption("");
    await reloadFromPanel(page);
    expect(await page.locator("header nav a[href='/deals']").count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  test("deleting the brand's configuration reports it and offers the reload that fetches it again", async () => {
    const { page, problems, close } = await openPage(brandUrl("localhost"));
    await openPanel(page);
    await page.click("[data-dev-tools-action='delete-config']");
    await page.waitForSelector("[data-dev-tools-config='ok']");
    expect(await page.locator("[data-dev-tools-config]").textContent()).toContain("deleted at the configuration service");
    await reloadFromPanel(page);
    expect(await page.locator("h1").count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });
});
