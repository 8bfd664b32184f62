import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { seriousAxeViolations } from "./support/axe";
import { newContext, VIEWPORTS, waitForHydration, useChromium } from "./support/browser";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";
import { tabTo } from "./support/keyboard";

/** Cookie consent in a real browser(), driven with the keyboard only (Tab, Enter, Space, Escape). */

const BANNER = "[data-consent-banner]";
const DIALOG = "[role=dialog][aria-modal=true]";
const action = (name: string, within = "") => `${within} [data-consent-action=${name}]`.trim();

interface BeaconEvent {
  eventName: string;
  logLevel: string;
  eventProperties: Record<string, unknown>;
  eventData: Record<string, unknown>;
}

useServers();
const browser = useChromium();


/** The beacons the page sends (the worker's /beacon is someone else's): recorded, answered 202. */
async function recordBeacons(page: Page): Promise<BeaconEvent[]> {
  const events: BeaconEvent[] = [];
  await page.route("**/beacon", async (route) => {
    const body = route.request().postData();
    if (body) events.push(...([] as BeaconEvent[]).concat(JSON.parse(body)));
    await route.fulfill({ status: 202, body: "" });
  });
  return events;
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "cookies-acceptance");
}

async function expectStoredForAYear(context: BrowserContext, value: string): Promise<void> {
  const cookie = await consentCookie(context);
  expect(cookie?.value).toBe(value);
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);
}

async function choiceEvent(events: BeaconEvent[]): Promise<BeaconEvent> {
  await expect.poll(() => events.some((event) => event.eventName === "consent.choice-saved"), { timeout: 8_000 }).toBe(true);
  return events.find((event) => event.eventName === "consent.choice-saved")!;
}

/** Opens the preferences from the banner and waits for focus to move in (100 ms, SPEC). */
async function openPreferencesFromBanner(page: Page): Promise<void> {
  await tabTo(page, action("manage", BANNER), { backward: true, max: 10 });
  await page.keyboard.press("Enter");
  await page.waitForSelector(DIALOG);
  await page.waitForFunction((dialog) => document.activeElement === document.querySelector(dialog), DIALOG);
}

async function freshPage(brand: string, options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser(), options);
  const page = await context.newPage();
  const beacons = await recordBeacons(page);
  await page.goto(brandUrl(brand));
  await waitForHydration(page);
  return { context, page, beacons };
}

test("banner → accept all: stored for a year, beaconed as a technical proof, gone after reload", async () => {
  const context = await newContext(browser());
  // A tag on the page (as on Lastminute brands): the built-in choice must follow in Consent Mode.
  await context.addInitScript(() => {
    const calls: unknown[][] = ((window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls = []);
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => calls.push(args);
  });
  const page = await context.newPage();
  const beacons = await recordBeacons(page);
  await page.goto(brandUrl("localhost"));
  await waitForHydration(page);
  expect(await page.isVisible(BANNER)).toBe(true);

  await tabTo(page, action("accept-all", BANNER), { backward: true, max: 10 });
  await page.keyboard.press("Enter");
  await page.waitForSelector(BANNER, { state: "detached" });
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("main"); // focus is not lost with the banner
  await expectStoredForAYear(context, "technical,measurement");

  const event = await choiceEvent(beacons);
  expect(event.logLevel).toBe("info");
  expect(Object.keys(event.eventProperties).sort()).toEqual(["accepted", "choice", "decidedAt", "source"]);
  expect(event.eventProperties).toMatchObject({ accepted: ["technical", "measurement"], choice: "accept-all", source: "banner" });
  expect(new Date(String(event.eventProperties.decidedAt)).toISOString()).toBe(event.eventProperties.decidedAt);
  expect(event.eventData.externalUserId ?? null).toBeNull();
  expect(JSON.stringify(event)).not.toMatch(/@|cookies-acceptance=/);

  const gtagCalls = await page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
  expect(gtagCalls).toContainEqual(["consent", "update", { ad_storage: "denied", analytics_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" }]);

  await page.reload();
  await waitForHydration(page);
  expect(await page.locator(BANNER).count()).toBe(0);
  await context.close();
});

test("manage → reject all: only technical, the event still goes (technical), focus lands on the page", async () => {
  const { context, page, beacons } = await freshPage("hoteles");
  await openPreferencesFromBanner(page);
  expect(await page.locator(`${DIALOG} a[href]`).count()).toBe(0); // hoteles has no cookie policy
  await tabTo(page, action("reject-all", DIALOG), { max: 10 });
  await page.keyboard.press("Enter");
  await page.waitForSelector(DIALOG, { state: "detached" });
  expect(await page.locator(BANNER).count()).toBe(0);
  await expectStoredForAYear(context, "technical");
  expect((await choiceEvent(beacons)).eventProperties).toMatchObject({ accepted: ["technical"], choice: "reject-all", source: "preferences" });
  // The opener went with the banner, so focus goes to the main content rather than nowhere.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  await context.close();
});

test("manage → switch measurement on → save and continue (phone)", async () => {
  const { context, page, beacons } = await freshPage("localhost", { viewport: VIEWPORTS.mobile });
  await openPreferencesFromBanner(page);
  const technical = page.locator(`${DIALOG} [data-cookie-type=technical] [role=switch]`);
  const measurement = page.locator(`${DIALOG} [data-cookie-type=measurement] [role=switch]`);
  expect([await technical.isChecked(), await technical.isDisabled()]).toEqual([true, true]);
  expect(await measurement.isChecked()).toBe(false); // never ticked in advance
  expect(await page.getAttribute(`${DIALOG} a[href]`, "href")).toBe("https://www.wanderly.example/cookies");

  const details = `${DIALOG} [data-cookie-type=measurement] button[aria-expanded]`;
  await tabTo(page, details, { max: 12 });
  await page.keyboard.press("Enter");
  expect(await page.getAttribute(details, "aria-expanded")).toBe("true");
  expect(await page.isVisible(`#${await page.getAttribute(details, "aria-controls")}`)).toBe(true);

  await tabTo(page, `${DIALOG} [data-cookie-type=measurement] [role=switch]`, { backward: true, max: 4 });
  await page.keyboard.press("Space");
  expect(await measurement.isChecked()).toBe(true);
  await tabTo(page, action("save", DIALOG), { max: 6 });
  await page.keyboard.press("Enter");
  await page.waitForSelector(DIALOG, { state: "detached" });
  await expectStoredForAYear(context, "technical,measurement");
  expect((await choiceEvent(beacons)).eventProperties).toMatchObject({ accepted: ["technical", "measurement"], choice: "save" });
  await context.close();
});

test("the dialog is modal: background inert, Tab and Shift+Tab trapped, Escape returns focus to the opener", async () => {
  const { context, page } = await freshPage("localhost");
  await openPreferencesFromBanner(page);
  expect(await page.evaluate(() => document.getElementById("main")?.closest("[inert]") !== null)).toBe(true);
  const focusInDialog = () => page.evaluate((d) => document.querySelector(d)?.contains(document.activeElement) ?? false, DIALOG);
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(key);
      expect(await focusInDialog()).toBe(true);
    }
  }
  await page.keyboard.press("Escape");
  await page.waitForSelector(DIALOG, { state: "detached" });
  expect(await page.evaluate((s) => document.activeElement?.matches(s), action("manage", BANNER))).toBe(true);
  expect(await page.evaluate(() => document.getElementById("main")?.closest("[inert]") ?? null)).toBeNull();
  expect(await consentCookie(context)).toBeUndefined(); // dismissing is not a choice
  await context.close();
});

test("the footer's cookie settings reopen the stored choice (a legacy consent counts) and Escape goes back", async () => {
  const context = await newContext(browser());
  await context.addCookies([{ name: "cookie-consent", value: "true,false,false,false,true", url: brandUrl("hoteles") }]);
  const page = await context.newPage();
  await page.goto(brandUrl("hoteles"));
  await waitForHydration(page);
  expect(await page.locator(BANNER).count()).toBe(0);
  await tabTo(page, "[data-cookie-settings]", { backward: true, max: 10 });
  await page.keyboard.press("Enter");
  await page.waitForFunction((dialog) => document.activeElement === document.querySelector(dialog), DIALOG);
  expect(await page.locator(`${DIALOG} [data-cookie-type=measurement] [role=switch]`).isChecked()).toBe(true);
  await page.keyboard.press("Escape");
  await page.waitForSelector(DIALOG, { state: "detached" });
  expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-cookie-settings"))).toBe(true);
  await context.close();
});

describe("without JavaScript the server already decided: no banner flash", () => {
  test.each([
    ["nothing stored", [], true],
    ["a stored choice", [{ name: "cookies-acceptance", value: "technical" }], false],
    ["a malformed choice", [{ name: "cookies-acceptance", value: "technical,,x" }], true],
    ["a legacy measurement consent", [{ name: "cookie-consent", value: "false,false,false,false,true" }], false],
  ])("%s", async (_label, cookies, bannerShown) => {
    const context = await newContext(browser(), { javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: brandUrl("localhost") })));
    const page = await context.newPage();
    await page.goto(brandUrl("localhost"));
    expect(await page.locator(BANNER).count()).toBe(bannerShown ? 1 : 0);
    if (bannerShown) {
      // A bottom banner inside the viewport, not a blocker: the page above it stays usable.
      const box = (await page.locator(BANNER).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height + 1);
      expect(box.height).toBeLessThan(VIEWPORTS.mobile.height / 2);
      expect(await page.isVisible("#hero-title")).toBe(true);
    }
    await context.close();
  });
});

test("voyages (Lastminute) loads the cookie manager and, with the tracking flag on, the analytics tag", async () => {
  await sandboxControl(sandboxUrl(), "DELETE", "/calls");
  const context = await newContext(browser());
  const page = await context.newPage();
  const cspProblems: string[] = [];
  page.on("console", (message) => /Content Security Policy/i.test(message.text()) && cspProblems.push(message.text()));
  await page.goto(brandUrl("voyages"));
  await waitForHydration(page);
  await page.waitForFunction(() => {
    const w = window as unknown as { __cookieManagerLoaded?: boolean; __analyticsTagLoaded?: boolean };
    return w.__cookieManagerLoaded === true && w.__analyticsTagLoaded === true;
  });
  const consent = await page.evaluate(() => (window as unknown as { __analyticsConsent: unknown }).__analyticsConsent);
  expect(consent).toMatchObject({ default: { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" } });
  expect(await page.locator(BANNER).count()).toBe(0);
  expect(await page.locator("[data-cookie-settings]").count()).toBe(0);
  const calls = (await sandboxControl(sandboxUrl(), "GET", "/calls?path=/third-party")) as { calls: { path: string }[] };
  expect(calls.calls.map((call) => call.path).sort()).toEqual(["/third-party/analytics-tag.js", "/third-party/cookie-manager.js"]);
  expect(cspProblems).toEqual([]);
  await context.close();
});

describe.each(["localhost", "hoteles"])("axe-core on %s", (brand) => {
  test("no serious or critical violation on the banner or in the open preferences", async () => {
    const { context, page } = await freshPage(brand, { bypassCSP: true });
    expect(await seriousAxeViolations(page, BANNER)).toEqual([]);
    await openPreferencesFromBanner(page);
    for (const type of ["technical", "measurement"]) {
      await tabTo(page, `${DIALOG} [data-cookie-type=${type}] button[aria-expanded]`, { max: 12 });
      await page.keyboard.press("Enter");
    }
    expect(await seriousAxeViolations(page, DIALOG)).toEqual([]);
    await context.close();
  });
});
