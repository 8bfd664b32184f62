import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { BROWSER_CALLS } from "../../shared/api/browser-calls";
import { rawRequest, startFakeUpstream, type FakeUpstream } from "./support/fake-upstream";
import { cartGrantCookie } from "./support/cart-grant";
import { startWorker, type WorkerUnderTest } from "./support/worker";

/**
 * The proxy passes only the calls the shop's browser code makes (shared/api/browser-calls.ts).
 * Admin, toggle and token calls answer 404 in the backend's error shape, even with a valid XSRF
 * pair, and never reach the backend: before this, any visitor could flush every brand's
 * configuration cache with a self-made cookie/header pair.
 */

const XSRF = "allowlist-xsrf-pair";
const withXsrf = { cookie: `__Host-XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF, "content-type": "application/json" };

let worker: WorkerUnderTest;
let upstream: FakeUpstream;
let origin: string;
beforeAll(async () => {
  upstream = await startFakeUpstream();
  worker = await startWorker({ API_BASE_URL: upstream.url });
  origin = (await worker.mf.ready).toString();
});
afterAll(async () => {
  await worker?.dispose();
  await upstream?.close();
});
beforeEach(() => upstream.reset());

test.each([
  ["POST", "/api/services/app/Strapi/CleanAllConfigurationCaches"],
  ["DELETE", "/api/services/app/Strapi/RemoveConfig?path=brand-configurations/localhost"],
  ["GET", "/api/services/app/Strapi/GetConfig?path=brand-configurations/localhost"],
  ["POST", "/api/services/app/FeatureToogle/FlagProviderList"],
  ["POST", "/api/services/app/FeatureToogle/IsFeatureEnabled?featureName=hotel-map"],
  ["POST", "/api/services/app/FeatureToogle/ListKnowToggles"],
  ["POST", "/api/services/app/cartapiservice/CreateCart"],
  ["POST", "/api/services/app/CartApiService/DeleteEverything"],
  ["GET", "/api/services/app/CartApiService"],
  ["POST", "/api/services/app/Deals/GetDealsByBP/extra"],
])("%s %s is not a shop call: 404 in the backend's error shape, nothing forwarded", async (method, target) => {
  const response = await rawRequest(origin, { method, target, headers: withXsrf, body: method === "GET" ? undefined : "{}" });
  expect(response.status, target).toBe(404);
  expect(JSON.parse(response.body.toString())).toMatchObject({ success: false, result: null, error: { message: "API_CALL_NOT_FOUND" } });
  expect(upstream.calls).toEqual([]);
});

test.each([["POST", "/api/TokenAuth/Authenticate"], ["POST", "/api/TokenAuth/AuthenticateExternal"]])(
  "%s %s is outside the proxied prefix (token auth runs at the edge): 400 in the backend's error shape, nothing forwarded",
  async (method, target) => {
    const response = await rawRequest(origin, { method, target, headers: withXsrf, body: "{}" });
    expect(response.status, target).toBe(400);
    expect(JSON.parse(response.body.toString())).toMatchObject({ success: false, result: null, error: { message: "INVALID_API_PATH" } });
    expect(upstream.calls).toEqual([]);
  },
);

test("a shop call with another method is refused with 405 and its own method in Allow", async () => {
  const response = await rawRequest(origin, { method: "DELETE", target: "/api/services/app/CartApiService/CreateCart", headers: withXsrf });
  expect(response.status).toBe(405);
  expect(response.headers.allow).toBe("POST");
  expect(JSON.parse(response.body.toString()).error.message).toBe("API_METHOD_NOT_ALLOWED");
  expect(upstream.calls).toEqual([]);
});

test("every call the shop makes is forwarded with its own method (cart calls with the cart's grant)", async () => {
  const cart = { cartId: "c1", requestUuid: "r1" };
  const granted = { ...withXsrf, cookie: `${withXsrf.cookie}; ${await cartGrantCookie(cart)}` };
  const namesACart = (service: string, name: string) => service === "CartApiService" && !["CreateCart", "RetrieveCountries"].includes(name);
  const listed = Object.entries(BROWSER_CALLS).flatMap(([service, calls]) =>
    Object.entries(calls).map(([name, method]) => ({
      method,
      target: `/api/services/app/${service}/${name}${namesACart(service, name) ? "?cartId=c1&requestUuid=r1" : ""}`,
      body: method === "GET" ? undefined : name === "CreateCart" ? JSON.stringify({ domainName: "localhost" }) : "{}",
    })),
  );
  for (const { method, target, body } of listed) {
    const response = await rawRequest(origin, { method, target, headers: granted, body });
    expect(response.status, `${method} ${target}`).toBe(200);
  }
  expect(upstream.calls.map((call) => `${call.method} ${call.target}`)).toEqual(listed.map(({ method, target }) => `${method} ${target}`));
});
