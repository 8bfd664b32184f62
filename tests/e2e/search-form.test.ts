import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addDays, addMonths } from "../../shared/calendar";
import { todayIso } from "../../shared/dates";
import { seriousAxeViolations } from "./support/axe";
import { newContext, useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { brandUrl, useServers } from "./support/servers";
import { openHydrated } from "./support/open-page";
import { isFocused, tabTo } from "./support/keyboard";

/**
 * The search form by keyboard only: the place comboboxes (APG), the date picker dialog (APG
 * dialog + grid), the travellers popover, and the URL the search submits (SPEC §2's parameters).
 * Also: axe with the picker open, accent-insensitive matching in the brand's language, and the
 * form without JavaScript.
 */

useServers();
const browser = useChromium();

/** The landing hydrated, with its place comboboxes (a chunk loaded once the page has hydrated) in place. */
async function openLanding(brand: string, path: string, options: { bypassCSP?: boolean } = {}) {
  const opened = await openHydrated(browser(), brand, path, options);
  await opened.page.waitForSelector("[role=combobox][data-field=destination]");
  return opened;
}


const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? document.activeElement?.tagName ?? null);

/** Types into the focused combobox, waits for `expected` among the suggestions, arrows to it and presses Enter. */
async function chooseSuggestion(page: Page, field: string, typed: string, expected: string): Promise<void> {
  const combobox = `[role=combobox][data-field=${field}]`;
  expect(await isFocused(page, combobox)).toBe(true);
  await page.keyboard.type(typed);
  const listbox = page.locator(`#${await page.getAttribute(combobox, "aria-controls")}`);
  // The places sold arrive after the first focus: wait until the list names the place.
  await expect.poll(() => listbox.locator("[role=option]").allTextContents()).toContainEqual(expect.stringContaining(expected));
  const position = (await listbox.locator("[role=option]").allTextContents()).findIndex((text) => text.includes(expected));
  for (let i = 0; i <= position; i++) await page.keyboard.press("ArrowDown");
  expect(await page.getAttribute(combobox, "aria-expanded")).toBe("true");
  const active = await page.getAttribute(combobox, "aria-activedescendant");
  expect(await page.getAttribute(`[id="${active}"]`, "aria-selected")).toBe("true");
  expect(await page.textContent(`[id="${active}"]`)).toContain(expected);
  await page.keyboard.press("Enter");
  expect(await page.getAttribute(combobox, "aria-expanded")).toBe("false");
  expect(await page.inputValue(combobox)).toBe(expected);
}

const CASES = [
  // English brand, hotels: "sevil" finds Seville among the places the backend sells; two children.
  { brand: "localhost", product: "H", departure: null, destination: { typed: "sevil", name: "Seville", code: "SVQ" }, ages: [7, 4] },
  // Italian brand, packages: the departure is required; "rome" (English) still finds Roma.
  { brand: "viaggi", product: "DP", departure: { typed: "rome", name: "Roma", code: "ROM" }, destination: { typed: "parig", name: "Parigi", code: "PAR" }, ages: [7] },
] as const;

describe.each(CASES)("keyboard only on $brand, product $product", ({ brand, product, departure, destination, ages }) => {
  test("combobox, date picker, travellers, submit: the product's route gets SPEC §2's parameters", async () => {
    const { page, context, problems } = await openLanding(brand, `/?product=${product}`);
    if (departure) {
      await tabTo(page, "[role=combobox][data-field=departure]");
      await chooseSuggestion(page, "departure", departure.typed, departure.name);
      expect(await page.inputValue("input[type=hidden][name=departure]")).toBe(departure.code);
      await page.keyboard.press("Tab");
    } else {
      await tabTo(page, "[role=combobox][data-field=destination]");
    }
    await chooseSuggestion(page, "destination", destination.typed, destination.name);
    expect(await page.inputValue("input[type=hidden][name=destination]")).toBe(destination.code);

    // The date picker: opened from its button, loaded on demand, focus on today (nothing earlier).
    await page.keyboard.press("Tab");
    expect(await isFocused(page, "button[aria-haspopup=dialog]")).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForSelector("[role=dialog] [role=grid]");
    await expect.poll(() => focusedDay(page)).toBe(todayIso());
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => focusedDay(page)).toBe(addDays(todayIso(), 7));
    await page.keyboard.press("PageDown");
    const start = addMonths(addDays(todayIso(), 7), 1);
    await expect.poll(() => focusedDay(page)).toBe(start);
    await page.keyboard.press("Enter");
    // Check-in chosen: focus moved to the next day; three more to the right.
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => focusedDay(page)).toBe(addDays(start, 4));
    await page.keyboard.press("Space");
    await page.waitForSelector("[role=dialog]", { state: "detached" });
    expect(await isFocused(page, "button[aria-haspopup=dialog]")).toBe(true);
    expect(await page.inputValue("input[name=outboundDate]")).toBe(start);
    expect(await page.inputValue("input[name=returnDate]")).toBe(addDays(start, 4));

    // Reopened and left with Escape: focus back on the button, the dates unchanged.
    await page.keyboard.press("Enter");
    await page.waitForSelector("[role=dialog] [role=grid]");
    await expect.poll(() => focusedDay(page)).toBe(start);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("Escape");
    await page.waitForSelector("[role=dialog]", { state: "detached" });
    expect(await isFocused(page, "button[aria-haspopup=dialog]")).toBe(true);
    expect(await page.inputValue("input[name=returnDate]")).toBe(addDays(start, 4));

    // Travellers: the popover's steppers, then an age for each child.
    await page.keyboard.press("Tab");
    expect(await isFocused(page, "details > summary")).toBe(true);
    await page.keyboard.press("Enter");
    // The steppers are a chunk of their own, fetched when the summary gets focus.
    const addAdult = `button[aria-label='${brand === "viaggi" ? "Aggiungi un adulto" : "Add an adult"}']`;
    await page.waitForSelector(addAdult);
    await tabTo(page, addAdult, { max: 3 });
    await page.keyboard.press("Enter"); // 3 adults
    await tabTo(page, "button[aria-label='" + (brand === "viaggi" ? "Aggiungi un bambino" : "Add a child") + "']", { max: 3 });
    for (const _ of ages) await page.keyboard.press("Enter");
    for (const age of ages) {
      await page.keyboard.press("Tab");
      expect(await isFocused(page, "select")).toBe(true);
      for (let i = 0; i <= age; i++) await page.keyboard.press("ArrowDown"); // past "—" to the age
    }
    expect(await page.inputValue("input[type=hidden][name=childrenAges]")).toBe(ages.join("-"));
    await page.keyboard.press("Escape");
    expect(await isFocused(page, "details > summary")).toBe(true);

    await tabTo(page, "form button[type=submit]");
    await page.keyboard.press("Enter");
    await page.waitForURL(new RegExp(`/${product}\\?`));
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toMatchObject({
      destination: destination.code,
      outboundDate: start,
      returnDate: addDays(start, 4),
      adults: "3",
      childrenAges: ages.join("-"),
      ...(departure ? { departure: departure.code } : {}),
    });
    expect(params).not.toHaveProperty("mealPlans");

    // The results page's form, built when its disclosure opens, is prefilled from the URL.
    await waitForHydration(page);
    await page.waitForSelector("#change-search > summary");
    expect(await page.locator("#change-search [role=combobox]").count()).toBe(0);
    await tabTo(page, "#change-search > summary");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.inputValue("[role=combobox][data-field=destination]")).toBe(destination.name);
    expect(await page.inputValue("input[type=hidden][name=outboundDate]")).toBe(start);
    expect(await page.inputValue("input[type=hidden][name=childrenAges]")).toBe(ages.join("-"));
    expect(problems).toEqual([]);
    await context.close();
  });
});

test("the date picker: Home/End within the week, a choice before check-in starts again, axe finds nothing serious with it open", async () => {
  const { page, context } = await openLanding("viaggi", "/?product=H", { bypassCSP: true });
  const opener = page.locator("button[aria-haspopup=dialog]").first();
  await opener.focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("[role=dialog] [role=grid]");
  await expect.poll(() => focusedDay(page)).toBe(todayIso());
  await page.keyboard.press("PageDown");
  await page.keyboard.press("End");
  const end = await focusedDay(page);
  expect(new Date(`${end}T00:00:00Z`).getUTCDay()).toBe(0); // Sunday ends the week
  await page.keyboard.press("Home");
  const monday = (await focusedDay(page))!;
  expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1); // Monday starts it
  expect(await page.locator("[role=grid] th").first().getAttribute("abbr")).toBe("lunedì");
  // The page behind a modal dialog is inert.
  const inert = (selector: string) => page.evaluate((s) => document.querySelector(s)?.closest("[inert]") != null, selector);
  expect(await inert("[role=combobox]")).toBe(true);
  expect(await inert("form button[type=submit]")).toBe(true);
  expect(await inert("#hero-title")).toBe(true);
  expect(await inert("[role=dialog]")).toBe(false);
  expect(await seriousAxeViolations(page, "[role=dialog]")).toEqual([]);

  // Check-in on that Monday, then a day before it: that day becomes the check-in.
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[role=dialog]", { state: "detached" });
  expect(await page.inputValue("input[name=outboundDate]")).toBe(addDays(monday, -1));
  expect(await page.inputValue("input[name=returnDate]")).toBe(addDays(monday, 1));
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await seriousAxeViolations(page, "form")).toEqual([]);
  await context.close();
});

test("the stay is at most 30 nights: later days cannot be chosen as check-out", async () => {
  const { page, context } = await openLanding("localhost", "/?product=H");
  await page.locator("button[aria-haspopup=dialog]").first().click();
  await page.waitForSelector("[role=dialog] [role=grid]");
  await expect.poll(() => focusedDay(page)).toBe(todayIso());
  await page.keyboard.press("Enter");
  const lastDay = addDays(todayIso(), 30);
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageDown");
  const farDay = await focusedDay(page);
  expect(farDay! > lastDay).toBe(true);
  expect(await page.getAttribute(`[data-date="${farDay}"]`, "aria-disabled")).toBe("true");
  await page.keyboard.press("Enter"); // refused: the dialog stays open
  expect(await page.locator("[role=dialog]").count()).toBe(1);
  await context.close();
});

test("places the backend sells match accent-insensitively in the brand's language", async () => {
  const { page, context } = await openLanding("hoteles", "/");
  await tabTo(page, "[role=combobox][data-field=destination]");
  await chooseSuggestion(page, "destination", "napo", "Nápoles");
  expect(await page.inputValue("input[type=hidden][name=destination]")).toBe("NAP");
  await page.keyboard.press("Escape"); // closed already: Escape clears
  expect(await page.inputValue("[role=combobox][data-field=destination]")).toBe("");
  expect(await page.inputValue("input[type=hidden][name=destination]")).toBe("");
  await context.close();

  const french = await openLanding("voyages", "/?product=H");
  await tabTo(french.page, "[role=combobox][data-field=destination]");
  await chooseSuggestion(french.page, "destination", "seville", "Séville");
  expect(await french.page.inputValue("input[type=hidden][name=destination]")).toBe("SVQ");
  // What a typed text names when the shopper leaves the field: one match is chosen, none clears.
  await french.page.keyboard.press("Escape");
  await french.page.keyboard.type("athe");
  await french.page.keyboard.press("Tab");
  expect(await french.page.inputValue("[role=combobox][data-field=destination]")).toBe("Athènes");
  expect(await french.page.inputValue("input[type=hidden][name=destination]")).toBe("ATH");
  await french.context.close();
});

test("a typed name that names no place stops the submit; Enter on a full name searches it", async () => {
  const { page, context } = await openLanding("localhost", "/?product=H");
  await tabTo(page, "[role=combobox][data-field=destination]");
  await page.keyboard.type("pa"); // Paris and Palma (once the places sold are in): no single place
  await expect.poll(() => page.locator("[role=listbox]:visible [role=option]").allTextContents()).toContainEqual(expect.stringContaining("Palma"));
  await page.keyboard.press("Escape"); // closes the list, keeps the text
  await page.keyboard.press("Enter");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await isFocused(page, "[role=combobox][data-field=destination]")).toBe(true);
  expect(await page.$eval("[role=combobox][data-field=destination]", (input) => (input as HTMLInputElement).validationMessage)).toBe("Choose a place from the suggestions");

  await page.fill("[role=combobox][data-field=destination]", "");
  await page.keyboard.type("lisbon");
  await expect.poll(() => page.locator("[role=listbox]:visible [role=option]").allTextContents()).toEqual([expect.stringContaining("Lisbon")]);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/H\?/);
  expect(new URL(page.url()).searchParams.get("destination")).toBe("LIS");
  await context.close();
});

test("a keyboard user on the plain select keeps the focus when the combobox's code arrives", async () => {
  const context = await newContext(browser());
  await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: brandUrl("localhost") }]);
  // The widget's chunk is held until the shopper is on the select it replaces.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/PlaceComboboxInput-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto(brandUrl("localhost", "/?product=H"));
  await waitForHydration(page);
  await page.focus("select[name=destination]");
  release();
  await page.waitForSelector("[role=combobox][data-field=destination]");
  await expect.poll(() => isFocused(page, "[role=combobox][data-field=destination]")).toBe(true);
  await context.close();
});

test("without JavaScript the hotel form submits its native fields", async () => {
  const context = await newContext(browser(), { javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
  const page = await context.newPage();
  await page.goto(brandUrl("localhost", "/?product=H"));
  const destination = await page.locator("select[name=destination] option").nth(1).getAttribute("value");
  await page.selectOption("select[name=destination]", destination!);
  const start = addDays(todayIso(), 20);
  await page.fill("input[type=date][name=outboundDate]", start);
  await page.fill("input[type=date][name=returnDate]", addDays(start, 3));
  await page.click("details:has(select[name=adults]) > summary");
  await page.selectOption("select[name=adults]", "1");
  await page.locator("input[name=childrenAges]").first().fill("5");
  await page.check("input[name=freeCancellation]");
  await page.click("details:has(input[name=mealPlans]) > summary");
  await page.check("input[name=mealPlans][value=BREAKFAST]");
  await page.click("form button[type=submit]");
  await page.waitForURL(/\/H\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("destination")).toBe(destination);
  expect(url.searchParams.get("outboundDate")).toBe(start);
  expect(url.searchParams.get("returnDate")).toBe(addDays(start, 3));
  expect(url.searchParams.get("adults")).toBe("1");
  expect(url.searchParams.getAll("childrenAges").filter(Boolean)).toEqual(["5"]);
  expect(url.searchParams.get("freeCancellation")).toBe("true");
  expect(url.searchParams.getAll("mealPlans")).toContain("BREAKFAST");
  // The results answer the search the parameters describe.
  await page.waitForSelector("[data-proposal-id]");

  // To change it: the closed "change your search" disclosure holds a link to the landing's form,
  // filled in with this search (the results page builds its own form only with JavaScript).
  await page.click("#change-search > summary");
  await page.click("#change-search a[href^='/?']");
  await page.waitForURL((next) => next.pathname === "/");
  expect(await page.inputValue("select[name=destination]")).toBe(destination);
  expect(await page.inputValue("input[type=date][name=outboundDate]")).toBe(start);
  expect(await page.inputValue("input[type=date][name=returnDate]")).toBe(addDays(start, 3));
  expect(await page.inputValue("select[name=adults]")).toBe("1");
  expect(await page.isChecked("input[name=freeCancellation]")).toBe(true);
  expect(await page.isChecked("input[name=mealPlans][value=BREAKFAST]")).toBe(true);
  await context.close();
});
