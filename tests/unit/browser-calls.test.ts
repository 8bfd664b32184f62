import { describe, expect, test } from "vitest";
import { createApi } from "../../shared/api/client";
import { BROWSER_CALLS, checkBrowserCall } from "../../shared/api/browser-calls";
import type { ApiTransport } from "../../shared/api/transport";

/**
 * The proxy forwards only the calls in shared/api/browser-calls.ts. These tests drive every
 * function of the typed client the shop's pages use and check that each call it makes is listed
 * with the same method, so a new client call cannot be silently refused by the proxy (or an admin
 * call silently opened).
 */

interface Recorded {
  method: string;
  path: string;
}

function recordingTransport(recorded: Recorded[]): ApiTransport {
  return {
    baseUrl: "http://backend.test",
    credentials: "omit",
    headers: () => ({}),
    fetch: async (input, init) => {
      recorded.push({ method: init?.method ?? "GET", path: new URL(String(input)).pathname });
      return new Response(JSON.stringify({ success: true, result: null, error: null }), { headers: { "content-type": "application/json" } });
    },
  };
}

/** Calls every function of a client group with placeholder arguments (shapes do not matter here). */
async function callEverything(group: Record<string, (...args: unknown[]) => Promise<unknown>>): Promise<void> {
  const ids = { cartId: "c1", requestUuid: "r1", domainName: "localhost", producttype: "H" };
  for (const call of Object.values(group)) await call(ids, ["p1"], {});
}

describe("the proxy's list of browser calls", () => {
  const browserGroups = ["cart", "hotels", "transport", "deals"] as const;

  test.each(browserGroups)("holds every call the %s client makes, with its method", async (name) => {
    const recorded: Recorded[] = [];
    await callEverything(createApi(recordingTransport(recorded))[name] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>);
    expect(recorded.length).toBeGreaterThan(0);
    for (const { method, path } of recorded) expect(checkBrowserCall(method, path), `${method} ${path}`).toEqual({ allowed: true });
  });

  test("lists nothing the browser client does not call", async () => {
    const recorded: Recorded[] = [];
    const api = createApi(recordingTransport(recorded));
    for (const name of browserGroups) await callEverything(api[name] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>);
    const called = new Set(recorded.map(({ method, path }) => `${method} ${path}`));
    const listed = Object.entries(BROWSER_CALLS).flatMap(([service, calls]) => Object.entries(calls).map(([call, method]) => `${method} /api/services/app/${service}/${call}`));
    expect(listed.filter((entry) => !called.has(entry))).toEqual([]);
  });

  test.each(["configCache", "featureToggles", "tokenAuth"] as const)("leaves out every %s call (the worker makes those itself)", async (name) => {
    const recorded: Recorded[] = [];
    await callEverything(createApi(recordingTransport(recorded))[name] as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>);
    expect(recorded.length).toBeGreaterThan(0);
    for (const { method, path } of recorded) expect(checkBrowserCall(method, path).allowed, `${method} ${path}`).toBe(false);
  });

  test.each([
    ["POST", "/api/services/app/CartApiService/CreateCart", { allowed: true }],
    ["HEAD", "/api/services/app/Deals/GetDealsByBP", { allowed: true }],
    ["GET", "/api/services/app/CartApiService/CreateCart", { allowed: false, reason: "wrong-method", allow: "POST" }],
    ["POST", "/api/services/app/cartapiservice/createcart", { allowed: false, reason: "unknown-call" }],
    ["POST", "/api/services/app/CartApiService/constructor", { allowed: false, reason: "unknown-call" }],
    ["POST", "/api/services/app/__proto__/toString", { allowed: false, reason: "unknown-call" }],
    ["POST", "/api/services/app/CartApiService/CreateCart/x", { allowed: false, reason: "unknown-call" }],
    ["POST", "/api/TokenAuth/AuthenticateExternal", { allowed: false, reason: "unknown-call" }],
  ])("%s %s", (method, path, expected) => {
    expect(checkBrowserCall(method, path)).toEqual(expected);
  });
});
