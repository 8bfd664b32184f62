import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { seriousAxeViolations } from "./support/axe";
import { newContext, useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { openResultsPage } from "./support/open-page";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

/**
 * Hotel-side results in Chromium: cards streamed from the edge, filters and sort changing the
 * backend request, pages as links (Back restores, Reload keeps), no JavaScript still showing the
 * first page, and the phone's filter dialog by keyboard.
 */

// The flexible-dates strip off: these tests read the page's own requests (date-strip.test.ts has the strip).
useServers({ DATE_STRIP: "off" });
const browser = useChromium();
const SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const CONSENTED = (url: string) => [{ name: "cookies-acceptance", value: "technical", url: new URL(url).origin }];

interface RecordedCall {
  method: string;
  path: string;
  body: string;
}

async function lastProposalsRequest(): Promise<{ facets: unknown[]; sort: unknown; page: { number: number } }> {
  const { calls } = (await sandboxControl(sandboxUrl(), "GET", "/calls?path=/api/services/app/ShoppingHDPService/RetrieveProposals")) as { calls: RecordedCall[] };
  return JSON.parse(calls.at(-1)!.body);
}

const firstCardId = (page: Page) => page.locator("[data-proposal-id]").first().getAttribute("data-proposal-id");

describe("hotel results in the browser", () => {
  test("cards are streamed in, with honest prices, and no console errors or serious axe violations", async () => {
    const { page, context, problems } = await openResultsPage(browser(), `/H?${SEARCH}`, { bypassCSP: true });
    await expect.poll(() => page.locator("[data-proposal-id]").count()).toBe(20);
    const card = page.locator("article[data-proposal-id]").first();
    await expect.poll(() => card.textContent()).toMatch(/per 2 adulti, 4 notti/);
    await expect.poll(() => card.textContent()).toMatch(/a notte/);
    expect(await seriousAxeViolations(page, "#main")).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a filter changes the request, shows as a chip, and the chip removes it again", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`);
    await page.getByLabel("4 stelle").check();
    await page.waitForURL(/stars=4/);
    await expect.poll(async () => (await lastProposalsRequest()).facets).toContainEqual({ name: "stars", values: [4] });
    await expect.poll(() => page.getByTestId("results-count").textContent()).toMatch(/^\d+ strutture su 48/);
    await expect.poll(() => page.getByTestId("results-status").textContent()).toMatch(/strutture su 48/);

    await page.getByRole("link", { name: "Rimuovi filtro: 4 stelle" }).click();
    await page.waitForURL((url) => !url.searchParams.has("stars"));
    await expect.poll(() => page.getByTestId("results-count").textContent()).toBe("48 strutture trovate");
    expect(await page.getByLabel("4 stelle").isChecked()).toBe(false);
    await context.close();
  });

  test("sort by price: the request sorts by PRICE and the cards come cheapest first", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`);
    await page.getByLabel("Ordina per").selectOption("PRICE");
    await page.waitForURL(/sort=PRICE/);
    await expect.poll(async () => (await lastProposalsRequest()).sort).toEqual({ name: "PRICE", ascending: true });
    const totals = async () =>
      (await page.locator("article[data-proposal-id] strong").allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")));
    await expect.poll(async () => {
      const values = await totals();
      return values.length === 20 && values.every((value, i) => i === 0 || values[i - 1]! <= value);
    }).toBe(true);
    await context.close();
  });

  test("next page, Back restores the first page, Reload keeps the second", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`);
    const firstOfPageOne = await firstCardId(page);
    await page.getByRole("link", { name: /Successiva/ }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => firstCardId(page)).not.toBe(firstOfPageOne);
    const firstOfPageTwo = await firstCardId(page);
    expect((await lastProposalsRequest()).page.number).toBe(2);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("page"));
    await expect.poll(() => firstCardId(page)).toBe(firstOfPageOne);

    await page.goForward();
    await page.waitForURL(/page=2/);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => firstCardId(page)).toBe(firstOfPageTwo);
    await context.close();
  });

  test("without JavaScript the first page of cards is there, and the filter form still submits", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`, { javaScriptEnabled: false });
    expect(await page.locator("[data-proposal-id]").count()).toBe(20);
    await page.getByLabel("5 stelle").check();
    await page.getByRole("button", { name: "Mostra risultati" }).click();
    await page.waitForURL(/stars=5/);
    expect(new URL(page.url()).searchParams.get("searchId")).toMatch(/^HS-/);
    expect(await page.locator("[data-proposal-id]").count()).toBeGreaterThan(0);
    await context.close();
  });

  test("on a phone the page fits the screen; the filters open as a dialog: focus inside and trapped, Escape closes and returns focus", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}&stars=4`, { viewport: VIEWPORTS.mobile, bypassCSP: true });
    // The sort row and the cards once pushed the page sideways, cutting the prices off.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    const opener = page.getByRole("button", { name: "Filtri (1)" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Filtri" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }
    expect(await seriousAxeViolations(page, "[role=dialog]")).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Filtri (1)");
    await context.close();
  });

  test("the map opens on demand with every stay of the search; moving it and 'search this area' sends the box", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`);
    expect(await page.locator(".leaflet-container").count()).toBe(0);
    await page.getByRole("button", { name: "Mostra mappa" }).click();
    await page.waitForSelector(".map-cluster");
    // Every stay is on the map, alone or in a cluster (results-map.test.ts has the clusters).
    const shown = async () => (await page.locator(".map-cluster-count").allTextContents()).reduce((sum, count) => sum + Number(count), 0) + (await page.locator(".price-pin").count());
    await expect.poll(shown).toBe(48);
    const { calls } = (await sandboxControl(sandboxUrl(), "GET", "/calls?path=/api/services/app/ShoppingHDPService/RetrieveAllProposals")) as { calls: RecordedCall[] };
    expect(calls.length).toBeGreaterThan(0);

    // Choosing a pin highlights the same stay in the list. The click goes to the pin itself: pins
    // overlap, and a pointer at its centre may hit a neighbour drawn on top (or one still zooming).
    const pin = page.locator(".price-pin").first();
    await pin.dispatchEvent("click");
    await expect.poll(() => page.locator("article[data-proposal-id].outline-brand").count()).toBe(1);

    const map = page.locator(".leaflet-container");
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    await page.getByRole("button", { name: "Cerca in questa zona" }).click();
    await page.waitForURL(/box=/);
    const area = new URL(page.url()).searchParams.get("box")!.split(",").map(Number);
    expect(area).toHaveLength(4);
    for (const value of area) expect(String(value).split(".")[1]?.length ?? 0).toBeLessThanOrEqual(5);
    await expect.poll(async () => (await lastProposalsRequest()).facets).toContainEqual({
      name: "coordinates",
      boundingBox: { from: { latitude: area[0], longitude: area[1] }, to: { latitude: area[2], longitude: area[3] } },
    });
    await context.close();
  });

  test("each filter kind changes the request with its own facet", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`);
    const panel = page.getByRole("form", { name: "Filtri" });
    const steps: Array<[string, () => Promise<void>, string]> = [
      ["free cancellation", () => panel.getByRole("checkbox", { name: /^Cancellazione gratuita/ }).check(), "free-cancellation"],
      ["price", () => panel.getByRole("radio", { name: /^Fino a/ }).last().check(), "price-range"],
      ["stars", () => panel.getByRole("checkbox", { name: /^4 stelle/ }).check(), "stars"],
      ["rating", () => panel.getByRole("radio", { name: /^7\+ su 10/ }).check(), "opinion-rating"],
      ["meal plan", () => panel.getByRole("checkbox", { name: /^Solo pernottamento/ }).check(), "meal-plan"],
      ["property type", () => panel.getByRole("checkbox", { name: /^Hotel\b/ }).check(), "property-type"],
      ["amenities", async () => {
        await panel.locator("summary", { hasText: "Servizi" }).click();
        await panel.getByRole("checkbox", { name: /^Wi-Fi/ }).check();
      }, "amenities"],
      ["characteristics", async () => {
        await panel.locator("summary", { hasText: "Posizione e stile" }).click();
        await panel.getByRole("checkbox", { name: /^In centro/ }).check();
      }, "characteristics"],
    ];
    for (const [index, [kind, apply, facet]] of steps.entries()) {
      const before = page.url();
      await apply();
      await page.waitForURL((url) => url.toString() !== before);
      await expect.poll(async () => (await lastProposalsRequest()).facets.map((f) => (f as { name: string }).name), { message: kind }).toContain(facet);
      // The results (and the panel's boxes) are those of this filter once its chip shows: only then
      // is the next click not undone by the previous results arriving.
      await expect.poll(() => page.locator("a[aria-label^='Rimuovi filtro']").count(), { message: kind }).toBe(index + 1);
    }
    await context.close();
  });

  test("packages (DP) and hotel plus flight (HGH) say which flight the price includes", async () => {
    const dates = "outboundDate=2031-06-01&returnDate=2031-06-05&adults=2&departure=MAD&destination=PMI";
    for (const [brand, path, text] of [
      ["localhost", `/DP?${dates}`, /Return flight with/],
      ["hoteles", `/HGH?${dates}`, /Vuelo de ida y vuelta con/],
    ] as const) {
      const context = await newContext(browser());
      await context.addCookies(CONSENTED(brandUrl(brand)));
      const page = await context.newPage();
      await page.goto(brandUrl(brand, path));
      await waitForHydration(page);
      const card = page.locator("article[data-proposal-id]").first();
      await expect.poll(() => card.textContent()).toMatch(text);
      const { calls } = (await sandboxControl(sandboxUrl(), "GET", "/calls?path=/api/services/app/ShoppingHDPService/CreateSearch")) as { calls: RecordedCall[] };
      expect(JSON.parse(calls.at(-1)!.body)).toMatchObject({ productType: path.slice(1, path.indexOf("?")), departure: "MAD", destination: "PMI" });
      await context.close();
    }
  });
});
