import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createFeatureTogglesApi, type FeatureTogglesApi } from "../../shared/api/client/feature-toggles";
import { FLAG_NAMES } from "../../shared/constants";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";
import { value } from "./support/api-results";

let sandbox: RunningSandbox;
let api: FeatureTogglesApi;


beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  sandbox = await startSandbox();
  api = createFeatureTogglesApi({ baseUrl: sandbox.url, fetch: (...args) => fetch(...args), credentials: "omit", headers: () => ({}) });
});
afterAll(async () => {
  await sandbox.close();
  vi.restoreAllMocks();
});

describe("FeatureToogle client", () => {
  it("FlagProviderList: the domain's toggles, validated as a flag list", async () => {
    const list = value(await api.flagProviderList("voyages.localhost"));
    expect(list.toggles).toContainEqual({ name: FLAG_NAMES.tracking, enabled: true });
    expect(list.toggles).toContainEqual({ name: FLAG_NAMES.maintenance, enabled: false });
    const call = ((await sandboxControl(sandbox.url, "GET", "/calls?path=/api/services/app/FeatureToogle/FlagProviderList")) as { calls: { body: string }[] }).calls.at(-1);
    expect(JSON.parse(call!.body)).toEqual({ domainName: "voyages.localhost" });
  });

  it("IsFeatureEnabled: a boolean for the named toggle", async () => {
    expect(value(await api.isFeatureEnabled(FLAG_NAMES.tracking, "voyages.localhost"))).toBe(true);
    expect(value(await api.isFeatureEnabled(FLAG_NAMES.maintenance))).toBe(false);
    expect(value(await api.isFeatureEnabled("no-such-toggle"))).toBe(false);
  });

  it("ListKnowToggles: every toggle name the backend knows", async () => {
    const names = value(await api.listKnownToggles());
    expect(names).toEqual(expect.arrayContaining([FLAG_NAMES.maintenance, FLAG_NAMES.tracking]));
  });

  it("turns a failing or malformed answer into an ApiError", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "status", status: 503, times: 1 });
    const failed = await api.flagProviderList("localhost");
    expect(failed.ok || failed.error.status).toBe(503);

    // A result that is not a flag list is refused by FlagListSchema, not passed on.
    const malformed = createFeatureTogglesApi({
      baseUrl: sandbox.url, credentials: "omit", headers: () => ({}),
      fetch: async () => Response.json({ result: { toggles: [{ name: "x" }] }, success: true }),
    });
    const refused = await malformed.flagProviderList("localhost");
    expect(refused.ok || refused.error.kind).toBe("invalid-response");
  });
});
