import { describe, expect, test } from "vitest";
import { VIEWPORTS, useChromium } from "./support/browser";
import { seriousAxeViolations } from "./support/axe";
import { openHydrated } from "./support/open-page";
import { useServers } from "./support/servers";

/**
 * A member's way through viaggi (hasSSO) in Chromium: the member search tells a visitor what it is
 * and offers sign-in; the brand's provider (the sandbox's /sso/login) brings them back to the same
 * search, signed in, with members' prices and the points they earn; signing out ends it.
 */
useServers();
const browser = useChromium();
const SEARCH = "/hdpMemSearch?destination=ROM&departure=MIL&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";

describe("members", () => {
  test("sign in from a member search, back to it with points, then sign out", async () => {
    // bypassCSP only so axe can be injected.
    const { page, context, problems } = await openHydrated(browser(), "viaggi", SEARCH, { viewport: VIEWPORTS.desktop, bypassCSP: true });
    await page.waitForSelector("[data-page=members-only]");
    expect(await page.locator("[data-proposal-id]").count()).toBe(0);
    expect(await seriousAxeViolations(page, "body")).toEqual([]);

    await page.locator("[data-page=members-only] a", { hasText: "Accedi" }).click();
    await page.waitForURL(/\/sso\/login\?/);
    await page.getByRole("link", { name: "Continue as Giulia Bianchi" }).click();
    await page.waitForURL((url) => url.hostname === "viaggi.localhost" && url.pathname === "/hdpMemSearch" && !url.searchParams.has("a"));
    await page.waitForSelector("[data-proposal-id]");
    expect(await page.getByTestId("signed-in-as").innerText()).toBe("Accesso effettuato\nGiulia Bianchi");
    expect(await page.getByTestId("points-earned").first().textContent()).toMatch(/^\+[\d.]+ Punti Sole$/);
    // Page script never sees the token.
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/AuthToken|member/);

    await page.getByTestId("sign-out").focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-page=members-only]");
    expect(await page.getByTestId("sign-in").count()).toBe(1);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__Host-Abp.AuthToken");
    expect(problems).toEqual([]);
    await context.close();
  });
});
