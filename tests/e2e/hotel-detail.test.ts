import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { brandUrl, useServers } from "./support/servers";
import { openHydrated } from "./support/open-page";

/**
 * From a hotel to a cart in Chromium: results → detail → Book → the checkout holding that hotel and
 * room at the detail's price; a package changing its flight and seeing the total change; the
 * photo gallery and booking by keyboard only; /deals to a deal search.
 */

useServers();
const browser = useChromium();
const HOTEL_SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const PACKAGE_SEARCH = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

const open = (brand: string, path: string, options: { viewport?: { width: number; height: number }; bypassCSP?: boolean } = {}) => openHydrated(browser(), brand, path, options);

const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

describe("from a hotel to a cart", () => {
  test("H results → detail → Book: the checkout holds that hotel and room at the card's and the detail's price", async () => {
    const { page, context, problems } = await open("viaggi", `/H?${HOTEL_SEARCH}`, { bypassCSP: true });
    await page.waitForSelector("[data-results-hydrated='true']");
    const card = page.locator("article[data-proposal-id]").nth(1);
    const proposalId = await card.getAttribute("data-proposal-id");
    const cardTotal = await card.locator(".hcard-total").textContent();
    const name = await card.locator("h3").textContent();
    // The card's plain link opens the detail in the app (no new document: this mark survives).
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await card.getByRole("link").click();
    await page.waitForURL(/\/hotel-detail\?/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.waitForSelector("[data-pricing='priced']");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await page.getByTestId("detail-total").textContent()).toBe(cardTotal);
    expect(await seriousAxeViolations(page, "#main")).toEqual([]);
    await page.getByRole("button", { name: "Prenota" }).click();
    await page.waitForURL(/\/H\?cartId=.+&checkoutStep=travellers/);
    await page.waitForSelector("[data-page=checkout]");
    expect(await page.locator(`[data-line-kind=HOTEL][data-proposal-id="${proposalId}"]`).count()).toBe(1);
    expect(await page.getByTestId("cart-total").textContent()).toBe(cardTotal);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a DP package: choosing another flight changes the total by what it said", async () => {
    const { page, context } = await open("viaggi", `/DP?${PACKAGE_SEARCH}`);
    await page.waitForSelector("[data-results-hydrated='true']");
    await page.locator("article[data-proposal-id]").first().getByRole("link").click();
    await page.waitForSelector("[data-pricing='priced']");
    const before = amountOf(await page.getByTestId("detail-total").textContent());
    await page.locator("summary", { hasText: "Cambia volo" }).click();
    const alternative = page.locator("[data-alternative-id]").filter({ has: page.getByRole("button", { name: "Scegli questo volo" }) }).first();
    const transportId = await alternative.getAttribute("data-alternative-id");
    const difference = Number(await alternative.locator("[data-price-difference]").getAttribute("data-price-difference"));
    await alternative.getByRole("button", { name: "Scegli questo volo" }).click();
    await page.waitForURL(/pricingId=/);
    await page.waitForSelector(`[data-transport-id="${transportId}"]`);
    await expect.poll(async () => amountOf(await page.getByTestId("detail-total").textContent())).toBe(before + difference);
    // Reload keeps the package as changed: the pricing is in the URL.
    await page.reload();
    await page.waitForSelector(`[data-transport-id="${transportId}"]`);
    await context.close();
  });

  test("keyboard only: the gallery's thumbnails show their photo, then Book", async () => {
    const { page, context } = await open("localhost", `/H?${HOTEL_SEARCH}`, { viewport: VIEWPORTS.mobile });
    await page.waitForSelector("[data-results-hydrated='true']");
    const href = await page.locator("article[data-proposal-id] a[href^='/hotel-detail']").first().getAttribute("href");
    await page.goto(brandUrl("localhost", href!));
    await waitForHydration(page);
    await page.waitForSelector("[data-pricing='priced']");
    const thumbnails = page.getByRole("button", { name: /^Photo \d of \d/ });
    expect(await thumbnails.count()).toBeGreaterThan(1);
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")?.startsWith("Photo 1 of"))); i++) await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await thumbnails.nth(1).getAttribute("aria-pressed")).toBe("true");
    const shown = await page.locator("section[aria-label=Photos] > div img").getAttribute("src");
    expect(shown).toBe(await thumbnails.nth(1).locator("img").getAttribute("src"));
    // No layout shift: the big photo keeps its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.textContent === "Book")); i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/cartId=/);
    await context.close();
  });
});

describe("deals", () => {
  test("/deals to the deal search of a card: its destination, with results", async () => {
    const { page, context } = await open("viaggi", "/deals");
    const card = page.locator("article[data-deal-id]").first();
    const name = await card.locator("h2").textContent();
    await card.getByRole("link", { name: "Vedi i prezzi per le tue date" }).click();
    await page.waitForURL(/\/deal-search\?destination=[A-Z]{3}&outboundDate=/);
    await page.waitForSelector("[data-results-hydrated='true']");
    expect(await page.locator("article[data-proposal-id]").count()).toBeGreaterThan(0);
    expect(name).toBeTruthy();
    await context.close();
  });
});
