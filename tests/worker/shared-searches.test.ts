import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA } from "./support/shop-pages";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * Identical anonymous searches within SEARCH_SHARING_SECONDS share one CreateSearch per isolate;
 * other searches, members' searches and failed searches do not.
 */

const HOTELS = "destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-05&adults=2";
const FLIGHTS = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2";
const HDP_CREATE = "/api/services/app/ShoppingHDPService/CreateSearch";
const TRANSPORT_CREATE = "/api/services/app/ShoppingTransportService/CreateSearch";

let worker: WorkerUnderTest;
beforeAll(async () => {
  // The flexible-dates strip off: its searches for the days around are date-strip.test.ts's.
  worker = await startWorker({ SEARCH_SHARING_SECONDS: "2", DATE_STRIP: "off" });
});
afterAll(() => worker?.dispose());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await worker.fetch(path, { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA, ...headers } });
  return response.text();
};
const creates = async (path: string) => (await callsTo(worker.sandbox.url, path)).filter((call) => call.method === "POST").length;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("identical searches", () => {
  test("eight visitors at once on one hotel search: one CreateSearch, and every one gets the results", async () => {
    const before = await creates(HDP_CREATE);
    const pages = await Promise.all(Array.from({ length: 8 }, () => page(`/H?${HOTELS}`)));
    for (const html of pages) expect(html).toContain("data-proposal-id");
    expect((await creates(HDP_CREATE)) - before).toBe(1);
  });

  test("flights too; another search is its own; after the window a new one is made", async () => {
    const before = await creates(TRANSPORT_CREATE);
    await Promise.all([page(`/F?${FLIGHTS}`), page(`/F?${FLIGHTS}`), page(`/F?${FLIGHTS}`)]);
    expect((await creates(TRANSPORT_CREATE)) - before).toBe(1);
    await page(`/F?${FLIGHTS.replace("adults=2", "adults=3")}`);
    expect((await creates(TRANSPORT_CREATE)) - before).toBe(2);
    await pause(2_200);
    await page(`/F?${FLIGHTS}`);
    expect((await creates(TRANSPORT_CREATE)) - before).toBe(3);
  });

  test("a failed CreateSearch is not remembered: the next visitor asks again", async () => {
    const search = HOTELS.replace("adults=2", "adults=4");
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "ShoppingHDPService/CreateSearch", kind: "status", status: 500, times: 1 });
    const before = await creates(HDP_CREATE);
    await page(`/H?${search}`);
    expect(await page(`/H?${search}`)).toContain("data-proposal-id");
    expect((await creates(HDP_CREATE)) - before).toBe(2);
  });

  test("a signed-in member's search is never shared", async () => {
    const search = HOTELS.replace("adults=2", "adults=1");
    const before = await creates(HDP_CREATE);
    await Promise.all([page(`/H?${search}`, { cookie: "__Host-Abp.AuthToken=member-token-1" }), page(`/H?${search}`, { cookie: "__Host-Abp.AuthToken=member-token-1" })]);
    expect((await creates(HDP_CREATE)) - before).toBe(2);
  });
});
