import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { addDays, addMonths } from "../../shared/calendar";
import { todayIso } from "../../shared/dates";
import { seriousAxeViolations } from "./support/axe";
import { collectConsoleProblems, newContext, useChromium, waitForHydration } from "./support/browser";
import { brandUrl } from "./support/servers";

/**
 * The search form by keyboard only: the destination combobox (APG), the date picker dialog (APG
 * dialog + grid), the travellers panel, and the URL the search submits (SPEC §2's parameters).
 */

const browser = useChromium();

async function openLanding(brand: string, path: string, options: { bypassCSP?: boolean } = {}) {
  const url = brandUrl(brand, path);
  const context = await newContext(browser(), options);
  await context.addCookies([{ name: "cookies-acceptance", value: "technical", url: new URL(url).origin }]);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, context, problems };
}

/** Tab until `selector` has focus, as a keyboard user would. */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`keyboard focus never reached ${selector}`);
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? document.activeElement?.tagName ?? null);

test("search a hotel by keyboard only: combobox, date picker, travellers, submit", async () => {
  const { page, context, problems } = await openLanding("localhost", "/?product=H");
  await tabTo(page, "[role=combobox]");
  await page.keyboard.type("rom");
  await page.keyboard.press("ArrowDown");
  expect(await page.getAttribute("[role=combobox]", "aria-expanded")).toBe("true");
  const active = await page.getAttribute("[role=combobox]", "aria-activedescendant");
  expect(await page.textContent(`[id="${active}"]`)).toContain("Rome");
  await page.keyboard.press("Enter");
  expect(await page.inputValue("[role=combobox]")).toBe("Rome");
  expect(await page.inputValue("input[type=hidden][name=destination]")).toBe("ROM");

  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[role=dialog] [role=grid]");
  // Focus lands on a day of the grid (today: nothing earlier can be chosen).
  await expect.poll(() => focused(page)).toBe(todayIso());
  await page.keyboard.press("PageDown");
  const start = addMonths(todayIso(), 1);
  await expect.poll(() => focused(page)).toBe(start);
  await page.keyboard.press("Enter");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[role=dialog]", { state: "detached" });
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("dialog");
  expect(await page.inputValue("input[name=outboundDate]")).toBe(start);
  // Check-out: the day after check-in (where focus went) plus three.
  expect(await page.inputValue("input[name=returnDate]")).toBe(addDays(start, 4));

  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter"); // opens the travellers panel
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // 3 adults
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // 1 child
  await page.keyboard.press("Tab");
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowDown"); // aged 7
  await page.keyboard.press("Escape");
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");

  await tabTo(page, "form button[type=submit]");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/H\?/);
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toMatchObject({ destination: "ROM", outboundDate: start, returnDate: addDays(start, 4), adults: "3", childrenAges: "7" });
  await page.waitForSelector("[data-proposal-id]");
  expect(problems).toEqual([]);
  await context.close();
});

test("the date picker: Home/End move within the week, Escape closes it and returns focus; axe finds nothing serious", async () => {
  const { page, context } = await openLanding("viaggi", "/?product=H", { bypassCSP: true });
  const opener = page.locator("button[aria-haspopup=dialog]").first();
  await opener.focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("[role=dialog] [role=grid]");
  await expect.poll(() => focused(page)).toBe(todayIso());
  await page.keyboard.press("PageDown");
  await page.keyboard.press("End");
  const end = await focused(page);
  expect(new Date(`${end}T00:00:00Z`).getUTCDay()).toBe(0); // Sunday ends the week
  await page.keyboard.press("Home");
  expect(new Date(`${await focused(page)}T00:00:00Z`).getUTCDay()).toBe(1); // Monday starts it
  expect(await page.locator("[role=grid] th").first().getAttribute("abbr")).toBe("lunedì");
  expect(await seriousAxeViolations(page, "[role=dialog]")).toEqual([]);
  await page.keyboard.press("Escape");
  await page.waitForSelector("[role=dialog]", { state: "detached" });
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await seriousAxeViolations(page, "form")).toEqual([]);
  await context.close();
});

test("destinations the backend sells match accent-insensitively in the brand's language", async () => {
  const { page, context } = await openLanding("hoteles", "/");
  await tabTo(page, "[role=combobox][data-field=destination]");
  await page.keyboard.type("sevi");
  const options = page.locator("[role=listbox]:visible [role=option]");
  await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining("Sevilla")]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  expect(await page.inputValue("input[type=hidden][name=destination]")).toBe("SVQ");
  await page.keyboard.press("Escape"); // closed already: Escape clears
  expect(await page.inputValue("[role=combobox][data-field=destination]")).toBe("");
  expect(await page.inputValue("input[type=hidden][name=destination]")).toBe("");
  await context.close();
});
