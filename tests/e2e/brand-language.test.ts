import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { englishWordsIn } from "../support/english-words";
import { useChromium } from "./support/browser";
import { openHydrated } from "./support/open-page";
import { brandUrl, useServers } from "./support/servers";

/**
 * Every brand in its own language, from the landing to the order: on viaggi (it), hoteles (es) and
 * voyages (fr) no page of the walk shows a word of the English the sandbox used to write (the
 * cart's lines, the extras, rooms, meal plans, cancellation, flights); on localhost (en) the same
 * walk does show them, so the word list is known to catch them on a real page. Hotel names are
 * proper names and are taken out of the text first ("… Bed & Breakfast" is a name, not a meal plan).
 */

useServers();
const browser = useChromium();
const STAY = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=1";

interface Walk {
  brand: string;
  /** The results the walk books from: one product per brand, so together they cover hotel lines, packages and flight legs. */
  results: string;
  deals: boolean;
  /** The lead traveller's title and nationality where a flight asks for them. */
  traveller: { title?: string; nationality?: string };
}

const WALKS: Walk[] = [
  { brand: "viaggi", results: `/H?${STAY}`, deals: true, traveller: {} },
  { brand: "hoteles", results: `/HGH?departure=MAD&${STAY}`, deals: false, traveller: { title: "MRS", nationality: "ES" } },
  { brand: "voyages", results: `/DP?departure=MAD&${STAY}`, deals: true, traveller: { title: "MR", nationality: "FR" } },
  { brand: "localhost", results: `/DP?departure=MAD&${STAY}`, deals: true, traveller: { title: "MS", nationality: "GB" } },
];

/** The page's visible text without the proper names in `names`. */
async function visibleText(page: Page, names: Iterable<string>): Promise<string> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const name of names) text = text.split(name).join(" ");
  return text;
}

const textsOf = (page: Page, selector: string) => page.$$eval(selector, (elements) => elements.map((element) => element.textContent?.trim() ?? "").filter(Boolean));

async function onStep(page: Page, step: string): Promise<void> {
  await page.waitForSelector(`[data-page=checkout][data-checkout-step=${step}][data-checkout-ready=true]`);
  if (step !== "confirmation") await page.waitForSelector(`[data-step-form=${step}][data-step-ready=true]`);
}

/** Walks one brand from the landing to its order; answers each page's English words (names taken out). */
async function walk({ brand, results, deals, traveller }: Walk): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const names = new Set<string>();
  const look = async (page: Page, where: string) => {
    found[where] = englishWordsIn(await visibleText(page, names));
  };

  const { page, context, problems } = await openHydrated(browser(), brand, "/");
  await look(page, "landing");
  if (deals) {
    await page.goto(brandUrl(brand, "/deals"));
    await page.waitForSelector("article[data-deal-id]");
    for (const name of await textsOf(page, "article[data-deal-id] h2")) names.add(name);
    await look(page, "deals");
  }

  await page.goto(brandUrl(brand, results));
  await page.waitForSelector("[data-results-hydrated='true']");
  for (const name of await textsOf(page, "article[data-proposal-id] h3")) names.add(name);
  await look(page, "results");

  await page.locator("article[data-proposal-id]").first().getByRole("link").first().click();
  await page.waitForURL(/\/hotel-detail\?/);
  await page.waitForSelector("[data-pricing='priced']");
  await look(page, "detail");

  await page.locator("form:has(input[name=intent][value=book]) button[type=submit]").first().click();
  await page.waitForURL(/cartId=.+checkoutStep=travellers/);
  await onStep(page, "travellers");
  await look(page, "travellers");
  if (await page.locator("#adult-1-title").count()) await page.selectOption("#adult-1-title", traveller.title ?? "MR");
  await page.fill("#adult-1-firstName", "Alex");
  await page.fill("#adult-1-lastName", "Martin");
  if (await page.locator("#adult-1-birthDate").count()) await page.fill("#adult-1-birthDate", "1985-04-02");
  if (await page.locator("#adult-1-nationality").count()) await page.selectOption("#adult-1-nationality", traveller.nationality ?? "IT");
  await page.getByTestId("step-submit").click();

  await onStep(page, "contact");
  await look(page, "contact");
  await page.fill("#contact-email", "alex.martin@example.org");
  await page.fill("#contact-phone", "+34 600 123 456");
  await page.getByTestId("step-submit").click();

  await page.waitForURL(/checkoutStep=(seats|extras)/);
  if (page.url().includes("checkoutStep=seats")) {
    await onStep(page, "seats");
    await page.locator("[data-seat-map=OUTBOUND] button[data-seat]:not([aria-disabled])").first().click();
    await page.waitForSelector("[data-seat-map=OUTBOUND] button[aria-pressed=true]");
    await look(page, "seats");
    await page.getByTestId("step-submit").click();
  }

  await onStep(page, "extras");
  await look(page, "extras");
  // The first extra of the first two kinds the brand offers (each added, none replaced), so their
  // names are in the cart's summary and the review from here on.
  const firstOfEachKind = await page.$$eval("section:has(> ul > li[data-product])", (kinds) => kinds.map((kind) => kind.querySelector("li[data-product]")!.getAttribute("data-product")!));
  for (const product of firstOfEachKind.slice(0, 2)) {
    await page.locator(`[data-product=${product}] button`).click();
    await page.waitForSelector(`[data-product=${product}] button[aria-pressed=true]`);
  }
  await look(page, "extras with two added");
  await page.getByTestId("step-submit").click();

  await onStep(page, "review");
  await look(page, "review");
  await page.check("#terms");
  await page.getByTestId("step-submit").click();
  await onStep(page, "confirmation");
  expect(await page.getByTestId("order-reference").textContent()).toMatch(/^SBX-\d{6}$/);
  await look(page, "confirmation");
  expect(problems).toEqual([]);
  await context.close();
  return found;
}

describe("the brand's language from landing to order", () => {
  test.each(WALKS.filter((w) => w.brand !== "localhost"))("$brand: no English word on any page of the walk", async (brandWalk) => {
    const found = await walk(brandWalk);
    expect(Object.keys(found)).toContain("confirmation");
    expect(Object.fromEntries(Object.entries(found).filter(([, words]) => words.length > 0))).toEqual({});
  });

  test("localhost (en): the same walk shows those words, so the list catches English where it is", async () => {
    const found = await walk(WALKS.find((w) => w.brand === "localhost")!);
    expect(found.review).toEqual(expect.arrayContaining(["nights", "flights", "insurance"]));
    expect(found.extras).toEqual(expect.arrayContaining(["insurance", "airport", "luggage"]));
  });
});
