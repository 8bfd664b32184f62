import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDealsApi, type DealsApi } from "../../shared/api/client/deals";
import { createHotelShoppingApi } from "../../shared/api/client/hotel-shopping";
import type { ApiTransport } from "../../shared/api/transport";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";
import { error, value } from "./support/api-results";

let sandbox: RunningSandbox;
let transport: ApiTransport;
let api: DealsApi;


beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // failures are logged by design; keep the output readable
  sandbox = await startSandbox();
  transport = { baseUrl: sandbox.url, fetch: (...args) => fetch(...args), credentials: "omit", headers: () => ({}) };
  api = createDealsApi(transport);
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("Deals/GetDealsByBP", () => {
  it("lists FLASH_SALE hotel deals of the business profile, priced in EUR cents", async () => {
    const list = value(await api.getDealsByBP("BP-DEMO-DP"));
    expect(list.businessProfile).toBe("BP-DEMO-DP");
    expect(list.deals.length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.deals.map((d) => d.id)).size).toBe(list.deals.length);
    for (const deal of list.deals) {
      expect(deal).toMatchObject({ productType: "DP", promotion: "FLASH_SALE" });
      expect(deal.originalPrice.currency).toBe("EUR");
      expect(Number.isInteger(deal.dealPrice.amount)).toBe(true);
      expect(deal.dealPrice.amount).toBeLessThan(deal.originalPrice.amount);
      // The deal price is the original less the discount (rounded to whole euros).
      expect(Math.abs(deal.dealPrice.amount - deal.originalPrice.amount * (1 - deal.discountPercent / 100))).toBeLessThanOrEqual(50);
    }
  });

  it("is deterministic per profile; the product follows the id's suffix; any id works", async () => {
    expect(value(await api.getDealsByBP("BP-DEMO-DP"))).toEqual(value(await api.getDealsByBP("BP-DEMO-DP")));
    const hotels = value(await api.getDealsByBP("BP-VIAGGI-H"));
    expect(hotels.deals.every((d) => d.productType === "H")).toBe(true);
    expect(hotels.deals.map((d) => d.id)).not.toEqual(value(await api.getDealsByBP("BP-DEMO-DP")).deals.map((d) => d.id));
    expect(value(await api.getDealsByBP("whatever 42")).deals.length).toBeGreaterThan(0);
  });

  it("deal accommodations are real catalogue hotels", async () => {
    const hotelApi = createHotelShoppingApi(transport);
    const [deal] = value(await api.getDealsByBP("BP-HOTELES-HGH")).deals;
    const facts = value(await hotelApi.retrieveAccommodationStaticData(deal!.accommodation.id));
    expect(facts).toMatchObject({ id: deal!.accommodation.id, name: deal!.accommodation.name, stars: deal!.accommodation.stars });
  });

  it("a missing business profile is a 400; faults reach the client", async () => {
    expect(error(await api.getDealsByBP(""))).toMatchObject({ kind: "backend", status: 400, message: "INVALID_REQUEST" });
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "Deals/GetDealsByBP", kind: "error", message: "GENERIC_ERROR", times: 1 });
    expect(error(await api.getDealsByBP("BP-DEMO-DP"))).toMatchObject({ kind: "backend", message: "GENERIC_ERROR" });
    expect((await api.getDealsByBP("BP-DEMO-DP")).ok).toBe(true);
  });
});
