import type { Page, Response } from "playwright-core";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { useChromium, VIEWPORTS } from "./support/browser";
import { isFocused, tabTo } from "./support/keyboard";
import { openResultsPage } from "./support/open-page";
import { useServers } from "./support/servers";

/**
 * The results map at city zoom in Chromium: Rome has the sandbox's most stays (48), so
 * at the zoom that fits them all they gather into clusters. Clusters and pins are named buttons a
 * keyboard operates; a card hovered or focused marks its pin, or the cluster holding it; the
 * clustering code comes only with the map.
 */

useServers();
const browser = useChromium();
const SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const STAYS_IN_ROME = 48;
const CLUSTER_NAME = /^\d+ strutture, (ingrandisci|mostrale tutte)$/;
const PIN_NAME = /^(.+), (\d[\d.]*(,\d+)?\s€)$/;

/** Opens the map and waits for its clusters; answers the stays' names as the backend sent them. */
async function openMap(page: Page): Promise<string[]> {
  const all = page.waitForResponse((response) => response.url().includes("RetrieveAllProposals"));
  await page.getByRole("button", { name: "Mostra mappa" }).click();
  const body = (await (await all).json()) as { proposals?: Array<{ accommodation: { name: string } }>; result?: { proposals: Array<{ accommodation: { name: string } }> } };
  await page.waitForSelector(".map-cluster");
  return (body.result?.proposals ?? body.proposals ?? []).map((proposal) => proposal.accommodation.name);
}

/** The names of the buttons in the map, as the accessibility tree has them. */
async function mapButtonNames(page: Page): Promise<string[]> {
  const snapshot = await page.locator(".leaflet-container").ariaSnapshot();
  return [...snapshot.matchAll(/- button "((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!.replace(/\\"/g, '"'));
}

/** The map's zoom level (Leaflet scales its proxy element by 2^zoom). */
const zoomOf = (page: Page) =>
  page.evaluate(() => Math.log2(Number(/scale\(([\d.e+]+)\)/.exec((document.querySelector(".leaflet-proxy") as HTMLElement).style.transform)?.[1])));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const markedElement = (page: Page) => page.locator("#results-map .is-marked");

/**
 * Waits until the map is still: no zoom (Leaflet's leaflet-zoom-anim) and no clustering animation
 * (the plugin's leaflet-cluster-anim) on its pane, so the pins on screen are the ones that stay.
 */
const mapSettled = (page: Page) => page.waitForSelector("#results-map .leaflet-map-pane:not(.leaflet-zoom-anim):not(.leaflet-cluster-anim)", { state: "attached" });

describe("the results map at city zoom", () => {
  test("a results page that never opens the map loads none of its code or styles; opening it loads them", async () => {
    // Every script and stylesheet the page loads, from the first request on.
    const bodies: Array<Promise<{ url: string; text: string }>> = [];
    const record = (response: Response) => {
      if (response.status() >= 300 && response.status() < 400) return;
      if (/\.(js|css)(\?|$)/.test(response.url())) bodies.push(response.text().then((text) => ({ url: response.url(), text })));
    };
    const { page, context, problems } = await openResultsPage(browser(), `/H?${SEARCH}`, { watch: (page) => page.on("response", record) });
    // Cards hovered and focused (they mark stays) still load nothing of the map.
    await page.locator("article[data-proposal-id]").nth(1).hover();
    await page.locator("article[data-proposal-id] a").first().focus();
    const before = await Promise.all(bodies);
    expect(before.length).toBeGreaterThan(3);
    const isMapCode = ({ text }: { text: string }) => /spiderfy|MarkerClusterGroup|leaflet-cluster-anim|\.map-cluster|\.price-pin/.test(text);
    expect(before.filter(isMapCode).map((file) => file.url)).toEqual([]);

    await openMap(page);
    const after = (await Promise.all(bodies)).slice(before.length);
    expect(after.filter((file) => file.url.endsWith(".js") && /spiderfy/.test(file.text)).length).toBe(1);
    expect(after.filter((file) => file.url.endsWith(".css") && /\.map-cluster/.test(file.text) && /leaflet-cluster-anim/.test(file.text)).length).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    test(`at ${viewport.width} px the stays gather into clusters, each a button named by its count, every pin by its stay and price`, async () => {
      const { page, context, problems } = await openResultsPage(browser(), `/H?${SEARCH}`, { viewport });
      const stays = await openMap(page);
      expect(stays).toHaveLength(STAYS_IN_ROME);
      await page.waitForSelector(".map-cluster");

      const counts = (await page.locator(".map-cluster-count").allTextContents()).map(Number);
      const pins = await page.locator(".price-pin").count();
      expect(counts.length).toBeGreaterThan(0);
      expect(pins).toBeLessThan(STAYS_IN_ROME / 4);
      expect(counts.reduce((sum, count) => sum + count, 0) + pins).toBe(STAYS_IN_ROME);

      const names = await mapButtonNames(page);
      const clusterNames = names.filter((name) => CLUSTER_NAME.test(name));
      expect(clusterNames.map((name) => Number(name.split(" ")[0])).sort()).toEqual([...counts].sort());
      const pinNames = names.filter((name) => PIN_NAME.test(name));
      expect(pinNames).toHaveLength(pins);
      for (const name of pinNames) expect(stays).toContain(PIN_NAME.exec(name)![1]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  for (const [key, label] of [["Enter", "Enter"], [" ", "Space"]] as const) {
    test(`a cluster is reached by Tab and ${label} zooms into it, focus on the first pin or cluster it opened, the page not scrolled`, async () => {
      const { page, context, problems } = await openResultsPage(browser(), `/H?${SEARCH}`);
      await openMap(page);
      await page.getByRole("button", { name: "Nascondi mappa" }).focus();
      await tabTo(page, "#results-map .map-cluster");
      const zoom = await zoomOf(page);
      const scrolled = await page.evaluate(() => scrollY);
      await page.keyboard.press(key);
      await expect.poll(() => zoomOf(page), { timeout: 5_000 }).toBeGreaterThan(zoom);
      await expect.poll(() => isFocused(page, "#results-map .leaflet-marker-icon"), { timeout: 5_000 }).toBe(true);
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);

      // A pin chosen by keyboard marks its stay and keeps focus.
      await mapSettled(page);
      await tabTo(page, "#results-map .price-pin", { max: 60 });
      await page.keyboard.press(key);
      await expect.poll(() => page.locator("#results-map .price-pin.is-marked[aria-current='true']").count()).toBe(1);
      // The marked pin is drawn again: focus comes back to it.
      await expect.poll(() => isFocused(page, "#results-map .price-pin.is-marked")).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test("hovering or focusing a card marks its pin or the cluster holding it, visibly and politely, focus left on the card", async () => {
    const { page, context, problems } = await openResultsPage(browser(), `/H?${SEARCH}`);
    await openMap(page);
    const cards = page.locator("article[data-proposal-id]");
    const status = page.locator("#results-map [role='status']");
    expect(await markedElement(page).count()).toBe(0);

    await cards.nth(0).hover();
    const firstName = (await cards.nth(0).locator("h3").textContent())!;
    await expect.poll(() => markedElement(page).count()).toBe(1);
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^${escapeRegExp(firstName)}, .*evidenziata sulla mappa`));

    // Focus, as a keyboard user moves through the list: the mark moves, focus stays on the card.
    const link = cards.nth(1).locator("a").first();
    await link.focus();
    const secondName = (await cards.nth(1).locator("h3").textContent())!;
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^${escapeRegExp(secondName)}, .*evidenziata sulla mappa`));
    expect(await markedElement(page).count()).toBe(1);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    // The mark is more than a colour: a marked cluster wears a ring and a badge, a marked pin a
    // ring, a pointer and a larger label.
    const marked = markedElement(page);
    const style = (element: Element, pseudo: string | null) => {
      const computed = getComputedStyle(pseudo ? element : (element.querySelector("span") as Element), pseudo);
      return { content: computed.content, shadow: computed.boxShadow, transform: computed.transform };
    };
    if (await marked.evaluate((element) => element.classList.contains("map-cluster"))) {
      expect((await marked.evaluate(style, "::after")).content).not.toBe("none");
      const plain = page.locator("#results-map .map-cluster:not(.is-marked)").first();
      if ((await plain.count()) > 0) expect((await marked.evaluate(style, null)).shadow).not.toBe((await plain.evaluate(style, null)).shadow);
      expect(await marked.getAttribute("aria-current")).toBeNull();
    }

    // The mark follows the stay into its cluster: opening the marked cluster (by keyboard) until
    // the stay has a pin of its own, which is then the one marked, named by the focused card's stay.
    for (let step = 0; step < 8 && (await page.locator("#results-map .map-cluster.is-marked").count()) > 0; step++) {
      const cluster = await page.locator("#results-map .map-cluster.is-marked").elementHandle();
      await cluster!.focus();
      await page.keyboard.press("Enter");
      // Settled once the mark has left this cluster (zoomed away, or its stays spread out).
      await expect.poll(() => cluster!.evaluate((element) => element.isConnected && element.classList.contains("is-marked")), { timeout: 5_000 }).toBe(false);
      await expect.poll(() => markedElement(page).count()).toBe(1);
    }
    const pin = page.locator("#results-map .price-pin.is-marked");
    await expect.poll(() => pin.count()).toBe(1);
    expect(await pin.getAttribute("aria-current")).toBe("true");
    expect(await pin.locator(".map-sr").textContent()).toMatch(new RegExp(`^${escapeRegExp(secondName)}, `));
    const pinStyle = await pin.evaluate(style, null);
    expect(pinStyle.transform).toMatch(/matrix\(1\.15/);
    expect(pinStyle.shadow).not.toBe("none");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("axe finds no serious violations in the open map, with a stay marked", async () => {
    const { page, context } = await openResultsPage(browser(), `/H?${SEARCH}`, { bypassCSP: true });
    await openMap(page);
    await page.locator("article[data-proposal-id]").nth(2).hover();
    await expect.poll(() => markedElement(page).count()).toBe(1);
    expect(await seriousAxeViolations(page, "#results-map")).toEqual([]);
    await context.close();
  });
});
