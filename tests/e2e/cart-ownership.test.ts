import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { useChromium, VIEWPORTS, waitForHydration } from "./support/browser";
import { openHydrated } from "./support/open-page";
import { useServers } from "./support/servers";

/**
 * A booking belongs to the browser that started it. In Chromium: one context books a hotel on
 * viaggi and completes the checkout; a second context with none of its cookies, given the very
 * checkout link, is refused on the page (a page saying so, with a way to a new search) and
 * through the proxy (reading or writing the cart), before, during and after the owner's booking.
 */

useServers();
const browser = useChromium();
const HOTEL_SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const CART_SERVICE = "/api/services/app/CartApiService/";

interface ProxyAnswer {
  status: number;
  body: string;
}

/** A cart call made by the page's own script, with this browser's own XSRF pair, as the shop makes them. */
function cartCallFrom(page: Page, call: string, ids: { cartId: string; requestUuid: string }, body: Record<string, unknown>): Promise<ProxyAnswer> {
  return page.evaluate(
    async ({ path, body }) => {
      const xsrf = /(?:^|; )__Host-XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "";
      const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(xsrf) }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.text() };
    },
    { path: `${CART_SERVICE}${call}?cartId=${encodeURIComponent(ids.cartId)}&requestUuid=${encodeURIComponent(ids.requestUuid)}`, body: { ...ids, ...body } },
  );
}

async function expectRefusedPage(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(403);
  await waitForHydration(page);
  await page.waitForSelector("[data-page=checkout-not-open-here]");
  expect(await page.getByRole("heading", { name: "Questa prenotazione non è aperta in questo browser" }).count()).toBe(1);
  // Nothing of the booking is on the page, and the way out is a new search.
  expect(await page.locator("[data-line-kind], [data-testid=cart-total]").count()).toBe(0);
  const link = page.getByRole("link", { name: /ricerca/i }).last();
  expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe("/H");
  expect(await seriousAxeViolations(page, "#main")).toEqual([]);
}

async function onStep(page: Page, step: string): Promise<void> {
  await page.waitForSelector(`[data-page=checkout][data-checkout-step=${step}][data-checkout-ready=true]`);
  if (step !== "confirmation") await page.waitForSelector(`[data-step-form=${step}][data-step-ready=true]`);
}

describe("a booking belongs to the browser that started it", () => {
  test("the owner books and completes the checkout; a stranger with the link is refused on the page and through the proxy", async () => {
    const owner = await openHydrated(browser(), "viaggi", `/H?${HOTEL_SEARCH}`, { viewport: VIEWPORTS.mobile });
    await owner.page.waitForSelector("[data-results-hydrated='true']");
    await owner.page.locator("article[data-proposal-id]").first().getByRole("link").click();
    await owner.page.waitForSelector("[data-pricing='priced']");
    await owner.page.getByRole("button", { name: "Prenota" }).click();
    await owner.page.waitForURL(/\/H\?cartId=.+&checkoutStep=travellers/);
    await onStep(owner.page, "travellers");
    const checkoutUrl = owner.page.url();
    const ids = { cartId: new URL(checkoutUrl).searchParams.get("cartId")!, requestUuid: new URL(checkoutUrl).searchParams.get("requestUuid")! };

    // The grant is the edge's, out of page script's reach.
    const grant = (await owner.context.cookies()).find((cookie) => cookie.name === "__Host-cart-access");
    expect(grant).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(await owner.page.evaluate(() => document.cookie)).not.toContain("cart-access");

    // A stranger: another context, none of the owner's cookies, the same link.
    const stranger = await openHydrated(browser(), "viaggi", `/H?${HOTEL_SEARCH}`, { viewport: VIEWPORTS.mobile });
    await expectRefusedPage(stranger.page, checkoutUrl);
    const read = await cartCallFrom(stranger.page, "RetrieveCartFull", ids, { domainName: "viaggi.localhost" });
    expect(read.status).toBe(403);
    expect(JSON.parse(read.body)).toMatchObject({ success: false, result: null, error: { message: "CART_NOT_OPEN_IN_THIS_BROWSER" } });
    const write = await cartCallFrom(stranger.page, "AddContactToCart", ids, { firstName: "Mallory", lastName: "X", email: "m@evil.example", phone: "+1 555 0100" });
    expect(write.status).toBe(403);

    // The owner's own Reload and a new tab keep working.
    await owner.page.reload();
    await onStep(owner.page, "travellers");
    const tab = await owner.context.newPage();
    await tab.goto(checkoutUrl);
    await onStep(tab, "travellers");
    await tab.close();

    // The owner completes the booking.
    const { page } = owner;
    await page.fill("#adult-1-firstName", "Marco");
    await page.fill("#adult-1-lastName", "Rossi");
    await page.fill("#adult-2-firstName", "Giulia");
    await page.fill("#adult-2-lastName", "Rossi");
    await page.click("[data-testid=step-submit]");
    await onStep(page, "contact");
    await page.fill("#contact-email", "marco.rossi@example.it");
    await page.fill("#contact-phone", "+39 333 1234567");
    await page.click("[data-testid=step-submit]");
    await onStep(page, "extras");
    await page.click("[data-testid=step-submit]");
    await onStep(page, "review");
    expect(await page.getByTestId("review-travellers").textContent()).toContain("Giulia Rossi");
    await page.check("#terms");
    await page.click("[data-testid=step-submit]");
    await onStep(page, "confirmation");
    expect(await page.getByTestId("order-reference").textContent()).toMatch(/^SBX-\d{6}$/);

    // Afterwards the stranger still reads nothing: not the confirmation, not the travellers.
    await expectRefusedPage(stranger.page, page.url());
    const after = await cartCallFrom(stranger.page, "RetrieveCartFull", ids, { domainName: "viaggi.localhost" });
    expect(after.status).toBe(403);
    expect(after.body).not.toContain("Giulia");
    expect(owner.problems).toEqual([]);
    await stranger.context.close();
    await owner.context.close();
  });
});
