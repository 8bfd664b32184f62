import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { documentLoaderData } from "./support/loader-data";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/**
 * /hotel-detail/facts: what a hotel card fetches when the shopper shows intent. The facts and
 * promotions only, in the brand's language, kept a while by the browser; never a price or a cart
 * (pricing starts on the tap). The results page names the hotel page's texts for the same prefetch.
 */

const HDP = "/api/services/app/ShoppingHDPService/";
const HOTEL_SEARCH = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const shop = useShopWorker({ DATE_STRIP: "off" });
const page = (path: string) => shop().fetch(path, { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA } });
const calls = async (prefix: string) => (await callsTo(shop().sandbox.url, prefix)).filter((call) => call.method !== "OPTIONS");

/** The first card's accommodation id on a results page. */
async function firstAccommodation(): Promise<string> {
  const html = await (await page(`/H?${HOTEL_SEARCH}`)).text();
  return /accommodationId=([A-Za-z0-9_-]+)/.exec(html)![1]!;
}

describe("a hotel's facts fetched on intent", () => {
  test("answers the facts and promotions in the brand's language, and nothing is priced or carted", async () => {
    const accommodationId = await firstAccommodation();
    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const response = await page(`/hotel-detail/facts?accommodationId=${accommodationId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    const answer = (await response.json()) as { kind: string; facts: { name: string; id?: string }; promotions: unknown[] };
    expect(answer.kind).toBe("facts");
    expect(answer.facts.name).toBeTruthy();
    expect(Array.isArray(answer.promotions)).toBe(true);

    const asked = await calls(HDP);
    expect(asked.map((call) => call.path.slice(HDP.length)).sort()).toEqual(["RetreiveAccommodationPromotion", "RetreiveAccommodationStaticData"]);
    expect(asked.every((call) => call.query.includes(accommodationId) || call.body.includes(accommodationId))).toBe(true);
    // Italian, viaggi's language.
    expect(asked.every((call) => /language=it|"language":"it"/.test(call.query + call.body))).toBe(true);
    expect(await calls("/api/services/app/CartApiService/")).toEqual([]);
  });

  test("a failure is an answer of its own, never kept; no id is a 404", async () => {
    const accommodationId = await firstAccommodation();
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/RetreiveAccommodationStaticData", kind: "status", status: 500, message: "down", times: 1 });
    const failed = await page(`/hotel-detail/facts?accommodationId=${accommodationId}`);
    expect(failed.status).toBe(200);
    expect(failed.headers.get("cache-control")).toBe("no-store");
    expect(await failed.json()).toEqual({ kind: "failed" });

    for (const query of ["", "?accommodationId=", "?accommodationId=%3Cscript%3E"]) {
      const refused = await page(`/hotel-detail/facts${query}`);
      expect(refused.status, query).toBe(404);
      await refused.arrayBuffer();
    }
    expect((await calls(`${HDP}CreatePricing`)).length).toBe(0);
  });

  test("the results page names the hotel page's texts, the same address the hotel page uses", async () => {
    const results = documentLoaderData(await (await page(`/H?${HOTEL_SEARCH}`)).text());
    const detailTexts = results["search-H"]!.detailTexts as string;
    expect(detailTexts).toMatch(/^\/texts\/it\/.+\.json\?v=/);

    const html = await (await page(`/H?${HOTEL_SEARCH}`)).text();
    const detail = /href="(\/hotel-detail\?[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
    const detailData = documentLoaderData(await (await page(detail)).text());
    expect(detailData["routes/hotel-detail"]!.texts).toBe(detailTexts);
    expect((await page(detailTexts)).status).toBe(200);
  });
});
