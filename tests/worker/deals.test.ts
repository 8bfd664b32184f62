import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, readStream, useShopWorker } from "./support/shop-pages";

/**
 * /deals at the edge: GetDealsByBP with the brand's hotel business profile, kept a minute per
 * isolate, each card leading to a deal search; the deals-list flag hides the list where it is off.
 */

const DEALS = "/api/services/app/Deals/GetDealsByBP";

const shop = useShopWorker();

const page = (host: string) => shop().fetch("/deals", { host, headers: { "user-agent": BROWSER_UA } });
const dealCalls = async () => (await callsTo(shop().sandbox.url, DEALS)).filter((call) => call.method === "GET");

describe("/deals", () => {
  test("lists the brand's deals, each a link to a deal search of its destination, nights and party", async () => {
    const response = await page("viaggi.localhost");
    expect(response.status).toBe(200);
    const html = await response.text();
    const cards = html.match(/data-deal-id="/g)?.length ?? 0;
    expect(cards).toBeGreaterThan(3);
    const href = /href="(\/deal-search\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    const params = new URL(href, "http://x").searchParams;
    expect(params.get("destination")).toMatch(/^[A-Z]{3}$/);
    expect(params.get("outboundDate")! < params.get("returnDate")!).toBe(true);
    expect(params.get("adults")).toMatch(/^\d$/);
    expect(params.get("product")).toBe("H");
    const [call] = await dealCalls();
    expect(call!.query).toContain("businessProfile=BP-VIAGGI-H");
  });

  test("a brand without a hotel profile lists its package deals, and each opens a package deal search", async () => {
    await sandboxControl(shop().sandbox.url, "PUT", "/brands/package-deals.example.com", {
      from: "localhost",
      products: [
        { productType: "DP", businessProfileId: "BP-PACKAGES-DP" },
        { productType: "F", businessProfileId: "BP-PACKAGES-F" },
      ],
    });
    const html = await (await page("package-deals.example.com")).text();
    const [call] = await dealCalls();
    expect(call!.query).toContain("businessProfile=BP-PACKAGES-DP");
    const href = /href="(\/deal-search\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    expect(new URL(href, "http://x").searchParams.get("product")).toBe("DP");
    // A package needs a departure the deal does not carry: the search's form opens asking for it.
    const search = await (await shop().fetch(href, { host: "package-deals.example.com", headers: { "user-agent": BROWSER_UA } })).text();
    expect(search).toContain('data-page="search-incomplete"');
    expect(search).toMatch(/<details id="change-search" open=""/);
    expect(search).toContain('name="departure"');
  });

  test("a second visit within the minute is served from the worker: one backend call", async () => {
    // The beforeEach reset clears the sandbox's record, not the worker's cache: another brand starts clean.
    await sandboxControl(shop().sandbox.url, "PUT", "/brands/deals-cache.example.com", { from: "localhost" });
    await (await page("deals-cache.example.com")).text();
    await (await page("deals-cache.example.com")).text();
    // No other test of this file asks for the English demo brand's profile: the first visit calls, the second does not.
    expect(await dealCalls()).toHaveLength(1);
  });

  test("the deals-list flag off (hoteles) hides the list and calls nothing", async () => {
    const html = await (await page("hoteles.localhost")).text();
    expect(html).toContain('data-page="deals-hidden"');
    expect(html).not.toContain("data-deal-id=");
    expect(await dealCalls()).toHaveLength(0);
  });

  // voyages' profile: asked by no other test of this file, so nothing of it is cached yet.
  test("a failing backend: 200 with a retry, and the failure is not kept", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "Deals/GetDealsByBP", kind: "status", status: 500, times: 1 });
    const failed = await page("voyages.localhost");
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('data-page="deals-failed"');
    const next = await (await page("voyages.localhost")).text();
    expect(next).toContain("data-deal-id=");
  });
});
