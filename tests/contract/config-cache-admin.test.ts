import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { brandConfigPath, createConfigCacheAdminApi, type ConfigCacheAdminApi } from "../../shared/api/client/config-cache-admin";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";
import { value } from "./support/api-results";

let sandbox: RunningSandbox;
let api: ConfigCacheAdminApi;

const recorded = async (method: string) =>
  ((await sandboxControl(sandbox.url, "GET", `/calls?path=/api/services/app/Strapi/${method}`)) as { calls: { method: string; query: string }[] }).calls;

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  sandbox = await startSandbox();
  api = createConfigCacheAdminApi({ baseUrl: sandbox.url, fetch: (...args) => fetch(...args), credentials: "omit", headers: () => ({}) });
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("Strapi config cache admin", () => {
  const viaggi = brandConfigPath("viaggi.localhost");

  it("GetConfig fills the backend cache: a miss, then a hit", async () => {
    const first = value(await api.getConfig(viaggi));
    expect(first).toMatchObject({ path: "brand-configurations/viaggi.localhost", cached: false });
    expect(value(await api.getConfig(viaggi))).toEqual({ ...first, cached: true });
  });

  it("RemoveConfig drops one path and says whether it was there; the call is recorded", async () => {
    await api.getConfig(brandConfigPath("localhost"));
    expect(value(await api.removeConfig(viaggi))).toEqual({ removed: true, path: viaggi });
    expect(value(await api.removeConfig(viaggi))).toEqual({ removed: false, path: viaggi });
    expect(value(await api.getConfig(viaggi)).cached).toBe(false);
    expect(value(await api.getConfig(brandConfigPath("localhost"))).cached).toBe(true);
    const calls = await recorded("RemoveConfig");
    expect(calls.map((call) => [call.method, new URLSearchParams(call.query).get("path")])).toEqual([["DELETE", viaggi], ["DELETE", viaggi]]);
  });

  it("CleanAllConfigurationCaches clears every path and counts them", async () => {
    await api.getConfig(brandConfigPath("hoteles.localhost"));
    expect(value(await api.cleanAllConfigurationCaches())).toEqual({ cleared: 3 });
    expect(value(await api.cleanAllConfigurationCaches())).toEqual({ cleared: 0 });
    expect(value(await api.getConfig(viaggi)).cached).toBe(false);
    expect((await recorded("CleanAllConfigurationCaches")).map((call) => call.method)).toEqual(["POST", "POST"]);
  });

  it("answers 400 to a missing path and passes faults on as ApiErrors", async () => {
    const missing = await api.removeConfig("  ");
    expect(missing.ok || [missing.error.kind, missing.error.status, missing.error.message]).toEqual(["backend", 400, "INVALID_REQUEST"]);
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "Strapi/CleanAllConfigurationCaches", kind: "status", status: 500, times: 1 });
    const failed = await api.cleanAllConfigurationCaches();
    expect(failed.ok || failed.error.status).toBe(500);
  });
});
