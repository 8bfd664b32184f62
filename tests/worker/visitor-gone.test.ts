import { request as httpRequest } from "node:http";
import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/**
 * A page's backend calls stop when the visitor goes away: the loader's transport is tied to the
 * request's signal, so a visitor who leaves while the search is being created costs no further
 * calls. The brand configuration and flags, loaded for every visitor at once, are not.
 */

const SEARCH = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2";
const shop = useShopWorker();
const retrieveCalls = async () => (await callsTo(shop().sandbox.url, "/api/services/app/ShoppingTransportService/RetrieveProposals")).filter((call) => call.method === "POST");

/** Asks for `path` and hangs up after `ms`, as a visitor closing the tab would. */
async function leaveAfter(path: string, ms: number): Promise<void> {
  const url = await shop().mf.ready;
  await new Promise<void>((resolve) => {
    const request = httpRequest(new URL(path, url), { headers: { host: "viaggi.localhost", "user-agent": BROWSER_UA } }, (response) => response.resume());
    request.on("error", () => resolve());
    request.end();
    setTimeout(() => {
      request.destroy();
      resolve();
    }, ms);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a visitor who leaves", () => {
  test("while the search is being created: the loader's next calls are never made", async () => {
    // Warm the brand first, so the visit below spends its time in the search alone.
    await (await shop().fetch("/", { host: "viaggi.localhost" })).text();
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/CreateSearch", kind: "latency", ms: 1_500, times: 1 });
    await leaveAfter(`/F?${SEARCH}`, 400);
    await pause(2_500);
    expect(await retrieveCalls()).toHaveLength(0);
  });

  test("a visitor who stays gets the results from the same slow search (the control)", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "ShoppingTransportService/CreateSearch", kind: "latency", ms: 1_500, times: 1 });
    const html = await (await shop().fetch(`/F?${SEARCH}`, { host: "viaggi.localhost", headers: { "user-agent": BROWSER_UA } })).text();
    expect(html).toContain("data-proposal-id");
    expect((await retrieveCalls()).length).toBeGreaterThan(0);
  });
});
