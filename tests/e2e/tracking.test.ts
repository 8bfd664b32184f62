import type { BrowserContext, Page, Request } from "playwright-core";
import { describe, expect, test } from "vitest";
import { STORAGE_KEYS } from "../../shared/constants";
import { sandboxControl } from "../support/sandbox";
import { newContext, waitForHydration, useChromium } from "./support/browser";
import { addCartGrants, cartThroughTheEdge } from "./support/carts";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

/** Tracking end to end: browser → worker's /beacon → the sandbox's event receiver. */

const RECEIVER_TOKEN = "dev-event-receiver-token";
const FULL_CONSENT = "technical,measurement";
const REJECTED = "technical";

interface ReceivedEvent {
  token: string | null;
  body: { eventName: string; logLevel: string; eventProperties: Record<string, unknown>; eventData: Record<string, unknown> };
}

useServers();
const browser = useChromium();

async function contextWithConsent(value: string): Promise<BrowserContext> {
  const context = await newContext(browser());
  await context.addCookies([{ name: "cookies-acceptance", value, url: brandUrl("localhost") }]);
  return context;
}

async function fingerprints(page: Page): Promise<{ user: string; session: string }> {
  return page.evaluate((keys) => ({ user: localStorage.getItem(keys.user) ?? "", session: sessionStorage.getItem(keys.session) ?? "" }), {
    user: STORAGE_KEYS.userFingerprint,
    session: STORAGE_KEYS.sessionFingerprint,
  });
}

/** What the receiver recorded for one browser tab (its session fingerprint). */
async function received(session: string, name?: string): Promise<ReceivedEvent[]> {
  const query = name ? `?name=${encodeURIComponent(name)}` : "";
  const { events } = (await sandboxControl(sandboxUrl(), "GET", `/events${query}`)) as { events: ReceivedEvent[] };
  return events.filter((event) => event.body.eventData.sessionFingerprint === session);
}

async function waitForEvent(session: string, name: string, match: (event: ReceivedEvent) => boolean = () => true, timeoutMs = 15_000): Promise<ReceivedEvent> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await received(session, name)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${name} never reached the receiver; it got ${JSON.stringify((await received(session)).map((e) => e.body.eventName))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The POSTs to /beacon of every page of `context` (sendBeacon on leaving a page included), as sent. */
function beaconsSentBy(context: BrowserContext): Request[] {
  const sent: Request[] = [];
  context.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/beacon") sent.push(request);
  });
  return sent;
}

/** The names of the events in `beacons`, once every one of them has been answered. */
async function eventNamesIn(beacons: Request[]): Promise<string[]> {
  for (const beacon of beacons) expect((await beacon.response())?.status()).toBe(202);
  return beacons.flatMap((beacon) => [JSON.parse(beacon.postData() ?? "[]")].flat().map((event: { eventName: string }) => event.eventName));
}

describe("with measurement consent", () => {
  test("page views (first load and client navigation) and searches reach the receiver with both fingerprints and the token", async () => {
    const context = await contextWithConsent(FULL_CONSENT);
    const page = await context.newPage();
    await page.goto(brandUrl("localhost"));
    await waitForHydration(page);
    const { user, session } = await fingerprints(page);
    expect(user).toMatch(/^[0-9a-f-]{36}$/);
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).not.toBe(session);

    const first = await waitForEvent(session, "viewed.page", (e) => e.body.eventProperties.navigation === "initial");
    expect(first.token).toBe(RECEIVER_TOKEN);
    expect(first.body.eventProperties).toMatchObject({ path: "/" });
    expect(first.body.eventData).toMatchObject({ fingerprint: user, sessionFingerprint: session, domain: "localhost" });

    // The search form: a client-side navigation to the product's search screen.
    const form = page.locator("main form").first();
    // The travellers popover: its steppers load when it is first opened; 2 adults become 3.
    await form.locator("details > summary", { hasText: "2 adults" }).click();
    await form.locator("button[aria-label='Add an adult']").click();
    await expect.poll(() => form.locator("[name=adults]").inputValue()).toBe("3");
    await page.keyboard.press("Escape");
    await form.locator("button[type=submit]").click();
    await page.waitForURL((url) => url.pathname !== "/");
    const search = await waitForEvent(session, "submitted.search");
    expect(search.body.eventProperties).toMatchObject({ adults: 3 });
    expect(Object.keys(search.body.eventProperties).sort()).toEqual(["adults", "departure", "destination", "outboundDate", "product", "returnDate"]);
    const next = await waitForEvent(session, "viewed.page", (e) => e.body.eventProperties.navigation === "push");
    expect(next.body.eventProperties).toMatchObject({ path: new URL(page.url()).pathname, previousPath: "/", query: { adults: "3" } });

    // The token stays at the edge.
    expect(await page.content()).not.toContain(RECEIVER_TOKEN);
    await context.close();
  });

  test("flight results: a filter change and the flight chosen reach the receiver", async () => {
    const context = await contextWithConsent(FULL_CONSENT);
    const page = await context.newPage();
    await page.goto(brandUrl("localhost", "/F?departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=1"));
    await waitForHydration(page);
    await page.waitForSelector("[data-results-hydrated='true']");
    const { session } = await fingerprints(page);
    await page.getByLabel("Direct flights only").check();
    await page.waitForURL(/direct=true/);
    const filter = await waitForEvent(session, "changed.filter");
    expect(filter.body.eventProperties).toMatchObject({ product: "F", filter: "direct", value: "true" });
    await page.waitForSelector("[data-results-hydrated='true']");
    const card = page.locator("article[data-proposal-id]").first();
    const proposalId = await card.getAttribute("data-proposal-id");
    await card.getByRole("button", { name: "Choose this flight" }).click();
    const choice = await waitForEvent(session, "chose.proposal");
    expect(choice.body.eventProperties).toMatchObject({ product: "F", proposalId, position: 1, page: 1 });
    await page.waitForURL(/cartId=/);
    await context.close();
  });

  test("the checkout's funnel: the step reached is a view event; a visitor's events carry no member id", async () => {
    const cart = await cartThroughTheEdge("localhost", { domainName: "localhost", productType: "H", adults: 2, outboundDate: "2031-07-10", returnDate: "2031-07-14", destination: "ROM" });
    const context = await contextWithConsent(FULL_CONSENT);
    const path = `/H?cartId=${cart.cartId}&requestUuid=${cart.requestUuid}&checkoutStep=travellers`;
    await addCartGrants(context, brandUrl("localhost", path));
    const page = await context.newPage();
    await page.goto(brandUrl("localhost", path));
    await waitForHydration(page);
    const { session } = await fingerprints(page);
    const viewed = await waitForEvent(session, "viewed.checkout-step");
    expect(viewed.body.eventProperties).toMatchObject({ step: "travellers", product: "H" });
    expect(viewed.body.eventData).toMatchObject({ cartId: cart.cartId, externalUserId: null });
    await context.close();
  });

  test("a signed-in member's events name the member (its id, never the token)", async () => {
    const context = await newContext(browser());
    await context.addCookies([{ name: "cookies-acceptance", value: FULL_CONSENT, url: brandUrl("viaggi") }]);
    const page = await context.newPage();
    await page.goto(brandUrl("viaggi", "/?a=sandbox-member-token"));
    await waitForHydration(page);
    const { session } = await fingerprints(page);
    const view = await waitForEvent(session, "viewed.page");
    const member = view.body.eventData.externalUserId;
    expect(member).toEqual(expect.any(String));
    expect(String(member)).not.toMatch(/sbx\.|sandbox-member-token/);
    await context.close();
  });

  test("an event tracked just before the page goes away still arrives (navigating away)", async () => {
    const context = await contextWithConsent(FULL_CONSENT);
    const page = await context.newPage();
    await page.goto(brandUrl("localhost", "/H"));
    await waitForHydration(page);
    const { session } = await fingerprints(page);
    // The page view waits in the queue (2 s batch timer); leaving now must flush it.
    await page.goto("about:blank");
    await waitForEvent(session, "viewed.page", (e) => e.body.eventProperties.path === "/H");
    await context.close();
  });

  test("an event tracked just before the tab closes still arrives", async () => {
    const context = await contextWithConsent(FULL_CONSENT);
    const page = await context.newPage();
    await page.goto(brandUrl("localhost", "/F"));
    await waitForHydration(page);
    const { session } = await fingerprints(page);
    await page.close({ runBeforeUnload: true });
    await waitForEvent(session, "viewed.page", (e) => e.body.eventProperties.path === "/F");
    await context.close();
  });
});

describe("after rejecting measurement", () => {
  test("page views are not forwarded, while the error boundary's technical event is", async () => {
    const context = await contextWithConsent(REJECTED);
    const beacons = beaconsSentBy(context);
    const page = await context.newPage();
    await page.goto(brandUrl("localhost"));
    await waitForHydration(page);

    // A render error: the generic page, reported as viewed.app-error-[error-boundary].
    const response = await page.goto(brandUrl("localhost", "/__dev/throw?where=render"));
    expect(response?.status()).toBe(500);
    await page.waitForSelector("[data-page='error-boundary'] h1");
    // Fingerprints are created by the first event tracked in the tab: here, the error's.
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, STORAGE_KEYS.sessionFingerprint);
    const { session } = await fingerprints(page);
    const error = await waitForEvent(session, "viewed.app-error-[error-boundary]");
    expect(error.token).toBe(RECEIVER_TOKEN);
    expect(error.body.logLevel).toBe("error");
    expect(error.body.eventProperties).toMatchObject({ path: "/__dev/throw" });
    expect(String(error.body.eventProperties.message)).toContain("Error");

    // What the tab sent, each beacon answered: the error's event alone, so nothing else can reach
    // the receiver, which holds that one.
    expect(await eventNamesIn(beacons)).toEqual(["viewed.app-error-[error-boundary]"]);
    expect((await received(session)).map((e) => e.body.eventName)).toEqual(["viewed.app-error-[error-boundary]"]);
    await context.close();
  });
});
