import { describe, expect, test } from "vitest";
import { collectConsoleProblems, newContext, VIEWPORTS, waitForHydration, useChromium } from "./support/browser";
import { sandboxControl } from "../support/sandbox";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

const BRANDS = [
  { brand: "localhost", lang: "en" },
  { brand: "viaggi", lang: "it" },
  { brand: "hoteles", lang: "es" },
  { brand: "voyages", lang: "fr" },
] as const;

useServers();
const browser = useChromium();

describe.each(BRANDS)("$brand", ({ brand, lang }) => {
  test("is themed and in its language before any script runs (JavaScript disabled)", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(brandUrl(brand));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    expect(await page.title()).not.toBe("");
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    // The search button is painted in the brand colour by the stylesheet, with no script at all.
    const button = page.locator("form button[type=submit]").first();
    const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
    expect(await page.locator("#hero-title").isVisible()).toBe(true);
    expect(await page.locator("header img").first().isVisible()).toBe(true);
    expect(await page.locator("footer").isVisible()).toBe(true);
    await context.close();
  });

  test("hydrates with no console errors or hydration warnings, then navigates client-side", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    await page.goto(brandUrl(brand));
    await waitForHydration(page);
    // Mark the window: a full reload would lose it, client-side navigation keeps it.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator("main a[href*='destination=']").first().click();
    await page.waitForURL((url) => url.pathname !== "/");
    await page.waitForSelector("[data-page^='search-']");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.goBack();
    await page.waitForSelector("#hero-title");
    expect(problems).toEqual([]);
    await context.close();
  });
});

test("the footer and the landing's destinations hydrate after the first pass, and a press there first still navigates client-side", async () => {
  const context = await newContext(browser());
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  // At the hydration marker (set by the first pass's effects): which parts React has made live
  // (it keeps its fiber on each element it hydrated), then a press on a destination at once.
  await page.addInitScript(() => {
    const live = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? Object.keys(element).some((key) => key.startsWith("__reactFiber")) : null;
    };
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated !== "true") return;
      observer.disconnect();
      const seen = { searchForm: live("form[role=search], main form"), footer: live("footer"), destination: live("main a[href*='destination=']") };
      (window as unknown as { __firstPass: typeof seen }).__firstPass = seen;
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      document.querySelector<HTMLAnchorElement>("main a[href*='destination=']")!.click();
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto(brandUrl("localhost"));
  await page.waitForSelector("[data-page^='search-']");
  expect(await page.evaluate(() => (window as unknown as { __firstPass: unknown }).__firstPass)).toEqual({ searchForm: true, footer: false, destination: false });
  expect(new URL(page.url()).searchParams.get("destination")).not.toBeNull();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test("the search form works without JavaScript and the search screen reads the query", async () => {
  const context = await newContext(browser(), { javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
  const page = await context.newPage();
  await page.goto(brandUrl("viaggi", "/?product=F"));
  await page.selectOption("select[name=departure]", "FCO");
  // Travellers sit in a native disclosure: open it as a person would, then choose.
  await page.click("details:has(select[name=adults]) > summary");
  await page.selectOption("select[name=adults]", "3");
  await page.click("form button[type=submit]");
  await page.waitForURL(/\/F\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("departure")).toBe("FCO");
  expect(url.searchParams.get("adults")).toBe("3");
  expect(await page.locator("[data-page='search-F'] h1").textContent()).toBe("Voli");
  await page.click("details:has(select[name=adults]) > summary");
  expect(await page.locator("select[name=adults]").inputValue()).toBe("3");
  await context.close();
});

test("slow flags with JavaScript disabled: the page still shows, never a loading screen stuck forever", async () => {
  // Flags later than the head start stream behind the loading screen; React swaps them in with an
  // inline script, which a no-script browser never runs. A fresh domain so no cached flags exist.
  const host = `noscript-${Date.now()}.localhost`;
  await sandboxControl(sandboxUrl(), "PUT", `/brands/${host}`, { from: "hoteles.localhost" });
  await sandboxControl(sandboxUrl(), "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "latency", ms: 800, times: 1 });
  const context = await newContext(browser(), { javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(brandUrl(host));
  expect(response?.status()).toBe(200);
  expect(await page.content()).toContain('data-page="loading"');
  expect(await page.locator("#hero-title").isVisible()).toBe(true);
  expect(await page.locator("[data-page=loading]").isVisible()).toBe(false);
  await context.close();
  await sandboxControl(sandboxUrl(), "DELETE", `/brands/${host}`);
});

test("maintenance: the page is in the brand's language and hydrates cleanly, its code fetched only then", async () => {
  const context = await newContext(browser());
  await context.addCookies([{ name: "ff.maintenance-mode", value: "true", url: brandUrl("viaggi") }]);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  await page.goto(brandUrl("viaggi"));
  await waitForHydration(page);
  expect(await page.locator("main[data-page=maintenance] h1").textContent()).toBe("Torniamo subito");
  expect(scripts.some((path) => /\/MaintenancePage-[^/]+\.js$/.test(path))).toBe(true);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Riprova");
  // The document itself is a 503 (SPEC §2's maintenance), which Chromium logs; nothing else may be.
  expect(problems.filter((problem) => !problem.includes("status of 503"))).toEqual([]);
  await context.close();

  // Without the flag, the landing never asks for it.
  const plain = await newContext(browser());
  const landing = await plain.newPage();
  const fetched: string[] = [];
  landing.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await landing.goto(brandUrl("viaggi"));
  await waitForHydration(landing);
  expect(fetched.filter((path) => /\/(MaintenancePage|GenericExceptionPage|ErrorPage)-/.test(path))).toEqual([]);
  await plain.close();
});
