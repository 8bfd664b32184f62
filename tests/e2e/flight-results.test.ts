import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addMonths } from "../../shared/calendar";
import { todayIso } from "../../shared/dates";
import { sandboxControl } from "../support/sandbox";
import { seriousAxeViolations } from "./support/axe";
import { useChromium, VIEWPORTS } from "./support/browser";
import { sandboxUrl, useServers } from "./support/servers";
import { openHydrated } from "./support/open-page";
import { isFocused, tabTo } from "./support/keyboard";

/**
 * Flights in Chromium: a one-way search from the landing by keyboard, each filter kind changing the
 * backend request, the free-flight voucher's price-capped, price-ordered results, choosing a flight
 * into a cart at the checkout URL, and the phone's filter dialog.
 */

// The flexible-dates strip off: these tests read the page's own requests (date-strip.test.ts has the strip).
useServers({ DATE_STRIP: "off" });
const browser = useChromium();
const SEARCH = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2&childrenAges=7";
const TRANSPORT = "/api/services/app/ShoppingTransportService/";

interface RecordedCall {
  body: string;
}

async function lastProposalsRequest(): Promise<{ facets: unknown[]; sort: unknown }> {
  const { calls } = (await sandboxControl(sandboxUrl(), "GET", `/calls?path=${TRANSPORT}RetrieveProposals`)) as { calls: RecordedCall[] };
  return JSON.parse(calls.at(-1)!.body);
}

async function open(brand: string, path: string, options: { viewport?: { width: number; height: number }; bypassCSP?: boolean; results?: boolean } = {}) {
  const { results, ...contextOptions } = options;
  const opened = await openHydrated(browser(), brand, path, contextOptions);
  if (results !== false) await opened.page.waitForSelector("[data-results-hydrated='true']");
  return opened;
}


async function choosePlace(page: Page, field: string, typed: string, expected: string): Promise<void> {
  const combobox = `[role=combobox][data-field=${field}]`;
  await page.keyboard.type(typed);
  const listbox = page.locator(`#${await page.getAttribute(combobox, "aria-controls")}`);
  await expect.poll(() => listbox.locator("[role=option]").allTextContents()).toContainEqual(expect.stringContaining(expected));
  const position = (await listbox.locator("[role=option]").allTextContents()).findIndex((text) => text.includes(expected));
  for (let i = 0; i <= position; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  expect(await page.inputValue(combobox)).toBe(expected);
}

const totals = async (page: Page) =>
  (await page.locator(".fcard-price > p > strong").allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));

describe("flights in the browser", () => {
  test("a one-way flight search from the landing by keyboard: SPEC §2's parameters, one-leg cards", async () => {
    const { page, context, problems } = await open("viaggi", "/?product=F", { results: false });
    // The place comboboxes are a chunk loaded once the page has hydrated.
    await page.waitForSelector("[role=combobox][data-field=departure]");
    // Return or one way: a radio group; the arrow keys choose.
    await tabTo(page, "input[type=radio]");
    await page.keyboard.press("ArrowRight");
    expect(await page.getByLabel("Solo andata").isChecked()).toBe(true);
    await tabTo(page, "[role=combobox][data-field=departure]");
    await choosePlace(page, "departure", "madr", "Madrid");
    await page.keyboard.press("Tab");
    await choosePlace(page, "destination", "parig", "Parigi");
    await page.keyboard.press("Tab");
    expect(await isFocused(page, "button[aria-haspopup=dialog]")).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForSelector("[role=dialog] [role=grid]");
    // The picker moves focus to today a moment after it opens (SPEC §2: 100 ms).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-date"))).toBe(todayIso());
    await page.keyboard.press("PageDown");
    await page.keyboard.press("Enter"); // a single date closes the picker
    await page.waitForSelector("[role=dialog]", { state: "detached" });
    await tabTo(page, "form button[type=submit]");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/F\?/);
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toMatchObject({ departure: "MAD", destination: "PAR", outboundDate: addMonths(todayIso(), 1), adults: "2" });
    expect(params).not.toHaveProperty("returnDate");
    await page.waitForSelector("[data-results-hydrated='true']");
    expect(await page.locator("article[data-proposal-id]").count()).toBe(20);
    // One leg per card (the leg's compiled class, FlightLeg.tsx): no return flight.
    expect(await page.locator("article[data-proposal-id] .leg").count()).toBe(20);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("each filter kind changes the request the backend gets", async () => {
    const { page, context } = await open("viaggi", `/F?${SEARCH}`);
    const chips = () => page.locator("a[aria-label^='Rimuovi filtro']").count();
    const applied = async (change: () => Promise<void>, url: RegExp, facet: unknown) => {
      const before = await chips();
      await change();
      await page.waitForURL(url);
      await expect.poll(async () => (await lastProposalsRequest()).facets).toContainEqual(facet);
      // The next click waits for these results (a chip more): the previous ones arriving late would undo it.
      await expect.poll(chips).toBe(before + 1);
    };
    await applied(() => page.getByLabel("Solo voli diretti").check(), /direct=true/, { name: "outboundStops", values: [0] });
    expect((await lastProposalsRequest()).facets).toContainEqual({ name: "inboundStops", values: [0] });
    await applied(() => page.getByLabel("Bagaglio in stiva").check(), /luggage=CHECKED/, { name: "baggageIncluded", values: ["CABIN_CHECKED", "CHECKED"] });
    await applied(() => page.getByLabel("Bagaglio a mano").check(), /luggage=CABIN-CHECKED/, { name: "baggageIncluded", values: ["CABIN_CHECKED"] });
    await page.locator("summary", { hasText: "Ritorno: partenza" }).click();
    await applied(() => page.getByRole("group", { name: "Ritorno: partenza" }).getByLabel("Pomeriggio (12:00–17:59)").check(), /inDep=720-1079/, {
      name: "inboundDepartureTime", range: { from: "12:00", to: "17:59" },
    });
    const withDirect = await chips();
    await page.getByRole("link", { name: /Rimuovi filtro: Solo voli diretti/ }).click();
    await page.waitForURL((url) => !url.searchParams.has("direct"));
    await expect.poll(chips).toBe(withDirect - 1);
    await page.locator("summary", { hasText: "Durata massima del volo" }).click();
    const duration = page.getByRole("group", { name: "Durata massima del volo" }).locator("input[type=radio]").nth(2);
    const minutes = await duration.getAttribute("value");
    await applied(() => duration.check(), new RegExp(`duration=${minutes}`), { name: "tripDuration", range: { from: 0, to: Number(minutes) } });
    await page.locator("summary", { hasText: "Scalo più lungo" }).click();
    const connection = page.getByRole("group", { name: "Scalo più lungo" }).locator("input[type=radio]").nth(1);
    const wait = await connection.getAttribute("value");
    await applied(() => connection.check(), new RegExp(`connection=${wait}`), { name: "connectionTime", range: { from: 0, to: Number(wait) } });
    const price = page.getByRole("group", { name: "Prezzo totale" }).locator("input[type=radio]").nth(3);
    const range = (await price.getAttribute("value"))!;
    await applied(() => price.check(), new RegExp(`price=${range}`), { name: "price", range: { from: 0, to: Number(range.split("-")[1]) } });
    const request = await lastProposalsRequest();
    expect(request.facets).toContainEqual({ name: "transportType", values: ["ONLY_FLIGHT"] });
    expect(request.facets).not.toContainEqual({ name: "outboundStops", values: [0] });
    await context.close();
  });

  test("viaggi's free-flight voucher: every flight within €150, cheapest first, no sort to change", async () => {
    const { page, context } = await open("viaggi", "/FF?departure=MAD&destination=BCN&outboundDate=2031-06-01&adults=1");
    await expect.poll(() => page.getByTestId("voucher-banner").textContent()).toMatch(/Voli coperti dal tuo buono da 150\s€/);
    const values = await totals(page);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => value <= 150)).toBe(true);
    expect(values.every((value, i) => i === 0 || values[i - 1]! <= value)).toBe(true);
    expect(await page.locator("select[name=sort]").count()).toBe(0);
    expect(await lastProposalsRequest()).toMatchObject({ sort: { name: "PRICE", ascending: true } });
    await context.close();
  });

  test("choosing a flight opens the checkout at /F with a cart holding that flight", async () => {
    const { page, context, problems } = await open("viaggi", `/F?${SEARCH}`, { bypassCSP: true });
    expect(await seriousAxeViolations(page, "#main")).toEqual([]);
    const card = page.locator("article[data-proposal-id]").nth(2);
    const proposalId = await card.getAttribute("data-proposal-id");
    const total = await card.locator(".fcard-price > p > strong").textContent();
    await card.getByRole("button", { name: "Scegli questo volo" }).click();
    await page.waitForURL(/\/F\?cartId=.+&requestUuid=.+&checkoutStep=travellers/);
    await page.waitForSelector("[data-page=checkout]");
    expect(await page.locator(`[data-testid=cart-lines] [data-proposal-id="${proposalId}"]`).count()).toBe(2);
    expect(await page.getByTestId("cart-total").textContent()).toBe(total);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a choice that cannot become a cart says so beside that flight only, and the page stays usable", async () => {
    await sandboxControl(sandboxUrl(), "POST", "/faults", { call: "CartApiService/CreateCart", kind: "status", status: 500, times: 1 });
    const { page, context } = await open("viaggi", `/F?${SEARCH}`);
    const cards = page.locator("article[data-proposal-id]");
    const chosen = cards.nth(1);
    await chosen.getByRole("button", { name: "Scegli questo volo" }).click();
    const alert = chosen.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Non siamo riusciti a prenotare questo volo/);
    // One form serves every card: the message and its description belong to the chosen card only.
    expect(await page.getByRole("alert").count()).toBe(1);
    expect(await chosen.getByRole("button", { name: "Scegli questo volo" }).getAttribute("aria-describedby")).toMatch(/choose-error-/);
    expect(await cards.nth(0).getByRole("button", { name: "Scegli questo volo" }).getAttribute("aria-disabled")).toBeNull();
    // The fault was for one call: choosing again goes on to the checkout.
    await chosen.getByRole("button", { name: "Scegli questo volo" }).click();
    await page.waitForURL(/\/F\?cartId=.+&checkoutStep=travellers/);
    await context.close();
  });

  test("on a phone the page fits; the filters open as a dialog, focus trapped, Escape returns it", async () => {
    const { page, context } = await open("viaggi", `/F?${SEARCH}&direct=true`, { viewport: VIEWPORTS.mobile, bypassCSP: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    const opener = page.getByRole("button", { name: "Filtri (1)" });
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Filtri" }).waitFor();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }
    expect(await seriousAxeViolations(page, "[role=dialog]")).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Filtri (1)");
    await context.close();
  });
});
