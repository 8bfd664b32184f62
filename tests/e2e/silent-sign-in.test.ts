import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { newContext, waitForHydration, useChromium } from "./support/browser";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

/**
 * Silent sign-in and the proxy in a real browser: the token arrives in `?a=`, becomes an HttpOnly
 * cookie page script cannot see, and later same-origin API calls reach the backend as a bearer.
 */

const CREATE_CART = "/api/services/app/CartApiService/CreateCart";

useServers();
const browser = useChromium();

interface RecordedCall {
  method: string;
  headers: Record<string, string>;
  body: string;
}

test("?a= signs in silently: the URL loses a, the token is HttpOnly, API calls carry it as a bearer", async () => {
  const context = await newContext(browser());
  const page = await context.newPage();
  await page.goto(brandUrl("viaggi", "/?a=sandbox-member-token&adults=2"));
  await waitForHydration(page);

  const url = new URL(page.url());
  expect(url.pathname).toBe("/");
  expect(url.searchParams.has("a")).toBe(false);
  expect(url.searchParams.get("adults")).toBe("2");

  const cookies = await context.cookies(brandUrl("viaggi"));
  const auth = cookies.find((cookie) => cookie.name === "__Host-Abp.AuthToken");
  expect(auth).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  expect(auth!.value).toMatch(/^sbx\./);
  expect(cookies.find((cookie) => cookie.name === "__Host-XSRF-TOKEN")).toMatchObject({ httpOnly: false });
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain("Abp.AuthToken");
  expect(scriptCookies).toContain("__Host-XSRF-TOKEN=");

  await sandboxControl(sandboxUrl(), "DELETE", "/calls");
  const outcome = await page.evaluate(async (path) => {
    const xsrf = document.cookie.split("; ").find((pair) => pair.startsWith("__Host-XSRF-TOKEN="))?.slice("__Host-XSRF-TOKEN=".length) ?? "";
    const body = JSON.stringify({ domainName: "viaggi.localhost", productType: "H", adults: 2, outboundDate: "2031-07-01", returnDate: "2031-07-08", destination: "PMI" });
    const post = (headers: Record<string, string>) =>
      fetch(path, { method: "POST", credentials: "include", headers: { "content-type": "application/json", ...headers }, body });
    const withoutHeader = await post({});
    const withHeader = await post({ "X-XSRF-TOKEN": decodeURIComponent(xsrf) });
    return {
      refused: withoutHeader.status,
      refusedBody: (await withoutHeader.json()) as { error: { message: string } },
      status: withHeader.status,
      cart: (await withHeader.json()) as { success: boolean },
    };
  }, CREATE_CART);

  // Without the double submit the proxy refuses; with it the call goes through as the member.
  expect(outcome.refused).toBe(403);
  expect(outcome.refusedBody.error.message).toBe("XSRF_TOKEN_MISMATCH");
  expect(outcome.status).toBe(200);
  expect(outcome.cart.success).toBe(true);

  const { calls } = (await sandboxControl(sandboxUrl(), "GET", `/calls?path=${encodeURIComponent(CREATE_CART)}`)) as { calls: RecordedCall[] };
  expect(calls).toHaveLength(1);
  expect(calls[0]!.headers.authorization).toBe(`Bearer ${auth!.value}`);
  expect(calls[0]!.headers.cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]+$/);
  await context.close();
});

test("a refused token lands on the 401 page in the brand's language", async () => {
  const title = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../public/i18n/exception/it.json"), "utf8"))["401"].title as string;
  const context = await newContext(browser());
  const page = await context.newPage();
  await page.goto(brandUrl("viaggi", "/?a=sandbox-rejected-token&adults=2"));
  await waitForHydration(page);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe("/exception?type=401");
  expect(await page.locator("[data-page='exception-401'] h1").textContent()).toBe(title);
  expect((await context.cookies(brandUrl("viaggi"))).some((cookie) => cookie.name === "__Host-Abp.AuthToken" && cookie.value !== "")).toBe(false);
  await context.close();
});
