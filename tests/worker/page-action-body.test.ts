import { describe, expect, test } from "vitest";
import { MAX_PAGE_ACTION_BYTES } from "../../worker/http/page-action-body";
import { postHeldOpen } from "./support/held-post";
import { callsTo } from "./support/sandbox-calls";
import { BROWSER_UA, useShopWorker } from "./support/shop-pages";

/**
 * Page actions (the flight choice, Book, change flight) read at most MAX_PAGE_ACTION_BYTES: a
 * larger body is refused with 413 before React Router parses it and before any backend call.
 */

const SEARCH = "departure=MAD&destination=ROM&outboundDate=2031-06-01&returnDate=2031-06-08&adults=2";
const shop = useShopWorker();
const cartCalls = async () => (await callsTo(shop().sandbox.url, "/api/services/app/CartApiService/CreateCart")).filter((call) => call.method === "POST");

/** A form post on the wire, its body in `chunks`; resolves with the status once the worker answers. */
async function rawFormPost(headers: Record<string, string>, chunks: string[]): Promise<number> {
  const form = { host: "viaggi.localhost", "user-agent": BROWSER_UA, "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
  return postHeldOpen(await shop().mf.ready, `/F?${SEARCH}`, { ...form, ...headers }, chunks);
}

describe("a page action's body", () => {
  test("declared over the cap: 413 from the headers alone, nothing parsed, no cart made", async () => {
    const before = (await cartCalls()).length;
    expect(await rawFormPost({ "content-length": String(MAX_PAGE_ACTION_BYTES + 1) }, [])).toBe(413);
    expect(await cartCalls()).toHaveLength(before);
  });

  test("streamed past the cap without a length: 413 as soon as it passes, the rest never awaited", async () => {
    const before = (await cartCalls()).length;
    const padding = Array.from({ length: 3 }, () => `x=${"a".repeat(4 * 1024)}&`);
    expect(await rawFormPost({ "transfer-encoding": "chunked" }, ["proposalId=p1&", ...padding])).toBe(413);
    expect(await cartCalls()).toHaveLength(before);
  });

  test("within the cap the action reads it as sent (an unknown proposal is the action's own answer, not 413)", async () => {
    const body = `proposalId=no-such-proposal&note=${"n".repeat(MAX_PAGE_ACTION_BYTES - 100)}`;
    const response = await shop().fetch(`/F?${SEARCH}`, {
      method: "POST",
      host: "viaggi.localhost",
      redirect: "manual",
      headers: { "user-agent": BROWSER_UA, "content-type": "application/x-www-form-urlencoded", origin: "http://viaggi.localhost" },
      body,
    } as never);
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
  });
});
