import { afterEach, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { collectConsoleProblems, newContext, useChromium, waitForHydration } from "./support/browser";
import { brandUrl, sandboxUrl, useServers } from "./support/servers";

// Copy changed at the translation service reaches a shopper's browser after a purge, without a
// deploy: the page, and the text selection the browser hydrates with, carry the new words.
useServers();
const browser = useChromium();
const bannerTitles = "section[aria-labelledby=promos-title] h3";

const purge = (domain: string) => fetch(brandUrl("localhost", `/__ops/cache/purge?domain=${domain}`), { method: "POST" });

afterEach(async () => {
  await sandboxControl(sandboxUrl(), "DELETE", "/translations");
  await purge("viaggi.localhost");
});

test("a banner title changed at the translation service shows after a purge, hydrated with no warnings", async () => {
  const context = await newContext(browser());
  const page = await context.newPage();
  const problems = collectConsoleProblems(page);
  await page.goto(brandUrl("viaggi"));
  await waitForHydration(page);
  expect(await page.locator(bannerTitles).allTextContents()).toContain("Il volo lo offriamo noi");

  await sandboxControl(sandboxUrl(), "PUT", "/translations/text", { language: "it", key: "promo.viaggi.dp.title", text: "Voli in regalo per tutta l'estate" });
  expect((await purge("viaggi.localhost")).status).toBe(200);
  await page.reload();
  await waitForHydration(page);
  expect(await page.locator(bannerTitles).allTextContents()).toContain("Voli in regalo per tutta l'estate");
  // Hydration reads the words from the text selection the page names: a selection still holding
  // the old words would be a hydration mismatch, reported on the console.
  expect(problems).toEqual([]);
  await context.close();
});
