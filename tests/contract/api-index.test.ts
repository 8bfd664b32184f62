import { afterAll, beforeAll, expect, test } from "vitest";
import { createApi } from "../../shared/api/client";
import { loaderTransport } from "../../worker/backend";
import { startSandbox, type RunningSandbox } from "../support/sandbox";

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox?.close());

test("a loader's client (the worker's loader transport) sends the request's bearer and XSRF token straight to the backend", async () => {
  const request = new Request("http://viaggi.localhost/", { headers: { cookie: "__Host-Abp.AuthToken=not-a-real-token; __Host-XSRF-TOKEN=xsrf-1; other=secret" } });
  const api = createApi(loaderTransport(sandbox.url, request));
  const result = await api.deals.getDealsByBP("BP-DEMO-DP");
  expect(result.ok).toBe(true);
  const calls = (await (await fetch(`${sandbox.url}/__sandbox/calls?path=/api/services/app/Deals/`)).json()) as { calls: { headers: Record<string, string> }[] };
  const headers = calls.calls.at(-1)!.headers;
  expect(headers.authorization).toBe("Bearer not-a-real-token");
  expect(headers["x-xsrf-token"]).toBe("xsrf-1");
  expect(headers.cookie).toBe("XSRF-TOKEN=xsrf-1");
  expect(headers["api-version"]).toBe("1");
});

test("every service is reachable through one client", async () => {
  const api = createApi(loaderTransport(sandbox.url, new Request("http://localhost/")));
  expect(Object.keys(api).sort()).toEqual(["cart", "configCache", "deals", "featureToggles", "hotels", "tokenAuth", "transport"]);
  const toggles = await api.featureToggles.flagProviderList("localhost");
  expect(toggles.ok && toggles.value.toggles.some((t) => t.name === "maintenance-mode")).toBe(true);
});
