import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { seriousAxeViolations } from "./support/axe";
import { collectConsoleProblems, newContext, useChromium, waitForHydration } from "./support/browser";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

/**
 * The shop in Chromium against a backend built to SPEC.md alone: the sandbox's spec-only switch
 * answers only the fields the spec names, refuses requests that are not the spec's shape, and its
 * event receiver takes one event object per POST. The switch is on for this file's own sandbox
 * before its worker has cached anything.
 */

useServers();
const browser = useChromium();
const HOTEL_SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const FLIGHT_SEARCH = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=1";

beforeAll(async () => {
  await sandboxControl(sandboxUrl(), "PUT", "/spec-only", { specOnly: true });
});

/** A viaggi page in a fresh context whose shopper accepted every cookie type (so page events are sent). */
async function open(b: Browser, path: string) {
  const url = brandUrl("viaggi", path);
  const context = await newContext(b);
  await context.addCookies([{ name: "cookies-acceptance", value: "technical,measurement", url: new URL(url).origin }]);
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, context, problems };
}

async function onStep(page: Page, step: string): Promise<void> {
  await page.waitForSelector(`[data-page=checkout][data-checkout-step=${step}][data-checkout-ready=true]`);
  if (step !== "confirmation") await page.waitForSelector(`[data-step-form=${step}][data-step-ready=true]`);
}

/** Fills what a step asks (every field it shows that is empty) and goes on. */
async function fillStep(page: Page, step: string): Promise<void> {
  if (step === "travellers") {
    for (const slot of ["adult-1", "adult-2"]) {
      await page.fill(`#${slot}-firstName`, slot === "adult-1" ? "Anna" : "Marco");
      await page.fill(`#${slot}-lastName`, "Verdi");
    }
  }
  if (step === "contact") {
    await page.fill("#contact-email", "anna@example.it");
    await page.fill("#contact-phone", "+39 333 1234567");
  }
  if (step === "review") await page.check("#terms");
  await page.getByTestId("step-submit").click();
}

describe("against a backend that knows only SPEC.md", () => {
  test("silent sign-in with ?a=: signed in on a token and its lifetime, the account named generically", async () => {
    const { page, context, problems } = await open(browser(), "/?a=sandbox-member-token&adults=2");
    const url = new URL(page.url());
    expect(url.searchParams.has("a")).toBe(false);
    expect(url.searchParams.get("adults")).toBe("2");
    const cookies = await context.cookies(brandUrl("viaggi"));
    expect(cookies.find((cookie) => cookie.name === "__Host-Abp.AuthToken")).toMatchObject({ httpOnly: true });
    // The spec's auth result names nobody: not "Giulia Bianchi" as the sandbox's own answer would.
    expect(await page.getByTestId("signed-in-as").textContent()).toBe("Accesso effettuato" + "Il tuo account");
    expect(await page.getByTestId("sign-out").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a hotel from search to a confirmed order", async () => {
    const { page, context, problems } = await open(browser(), `/H?${HOTEL_SEARCH}`);
    await page.waitForSelector("[data-results-hydrated='true']");
    const card = page.locator("article[data-proposal-id]").first();
    const name = await card.locator("h3").textContent();
    await card.getByRole("link").click();
    await page.waitForURL(/\/hotel-detail\?/);
    await page.waitForSelector("[data-pricing='priced']");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    await page.getByRole("button", { name: "Prenota" }).click();
    await page.waitForURL(/\/H\?cartId=.+&checkoutStep=travellers/);
    for (const step of ["travellers", "contact", "extras", "review"]) {
      await onStep(page, step);
      await fillStep(page, step);
    }
    await onStep(page, "confirmation");
    expect(await page.getByTestId("order-reference").textContent()).toMatch(/^SBX-\d{6}$/);
    expect(await seriousAxeViolations(page, "[data-page=checkout]")).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a flight from search to the checkout", async () => {
    const { page, context, problems } = await open(browser(), `/F?${FLIGHT_SEARCH}`);
    await page.waitForSelector("[data-results-hydrated='true']");
    await page.locator("article[data-proposal-id]").first().getByRole("button", { name: "Scegli questo volo" }).click();
    await page.waitForURL(/\/F\?cartId=.+&requestUuid=.+&checkoutStep=travellers/);
    await onStep(page, "travellers");
    expect(await page.getByTestId("cart-total").textContent()).toMatch(/\d/);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the pages' events reached the receiver, one object per POST, each naming the brand", async () => {
    type Recorded = { body: { eventName: string; eventData: Record<string, unknown> } };
    const recorded = async () => ((await sandboxControl(sandboxUrl(), "GET", "/events")) as { events: Recorded[] }).events;
    const wanted = ["viewed.page", "chose.proposal", "viewed.checkout-step", "completed.checkout-step"];
    // Pages send their events on a short timer and when hidden; closing them sent the last ones.
    const missing = async () => {
      const names = new Set((await recorded()).map((event) => event.body.eventName));
      return wanted.filter((name) => !names.has(name));
    };
    await expect.poll(missing, { timeout: 10_000 }).toEqual([]);
    const events = await recorded();
    for (const event of events) {
      expect(Object.keys(event.body.eventData).sort()).toEqual(["appVersion", "brand", "cartId", "domain", "externalUserId", "fingerprint", "product", "sessionFingerprint", "subBrand"]);
      expect(event.body.eventData).toMatchObject({ domain: "viaggi.localhost", brand: "Viaggi Sole" });
    }
    const { calls } = (await sandboxControl(sandboxUrl(), "GET", "/calls?path=/events")) as { calls: { body: string }[] };
    expect(calls.length).toBeGreaterThanOrEqual(events.length);
    for (const call of calls) expect(Array.isArray(JSON.parse(call.body))).toBe(false);
  });
});
