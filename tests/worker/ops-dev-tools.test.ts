import { describe, expect, test } from "vitest";
import { sandboxControl } from "../support/sandbox";
import { callsTo } from "./support/sandbox-calls";
import { useShopWorker } from "./support/shop-pages";

/**
 * The developer tools' ops calls: deleting a brand's configuration (the configuration service's
 * DELETE, then the edge's copies) and listing every known flag with the domain's value. Loopback
 * hosts of a test run need no token; elsewhere they are as closed as the purges.
 */
const OPS_TOKEN = "test-ops-token";
const shop = useShopWorker();

const ops = (path: string, method: string, host = "viaggi.localhost", token?: string) =>
  shop().fetch(path, { method, host, headers: token ? { authorization: `Bearer ${token}` } : {} });
const configCalls = async () => (await callsTo(shop().sandbox.url, "/strapi/api/brand-configurations/viaggi.localhost")).map((call) => call.method);

describe("deleting the brand configuration", () => {
  test("the configuration service forgets it, the edge drops its copies, and the next page fetches it again", async () => {
    await (await shop().fetch("/", { host: "viaggi.localhost" })).text(); // cached at the edge now
    await sandboxControl(shop().sandbox.url, "DELETE", "/calls");
    const response = await ops("/__ops/brand-config", "DELETE");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const report = (await response.json()) as { ok: boolean; domain: string; keysDeleted: number };
    expect(report).toMatchObject({ ok: true, domain: "viaggi.localhost" });
    expect(report.keysDeleted).toBeGreaterThanOrEqual(1);
    expect(await configCalls()).toEqual(["DELETE"]);
    await (await shop().fetch("/", { host: "viaggi.localhost" })).text();
    expect(await configCalls()).toEqual(["DELETE", "GET"]);
  });

  test("a failing configuration service is reported, and the edge's copies go anyway", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations/delete", kind: "status", status: 503, times: 1 });
    const response = await ops("/__ops/brand-config", "DELETE");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: false, configService: { ok: false, status: 503 } });
  });

  test("other methods are refused, and a non-loopback host needs the ops token", async () => {
    expect((await ops("/__ops/brand-config", "POST")).status).toBe(405);
    const refused = await ops("/__ops/brand-config?domain=viaggi.localhost", "DELETE", "ops.example");
    expect(refused.status).toBe(401);
    await refused.text();
    expect(await configCalls()).toEqual([]);
    const allowed = await ops("/__ops/brand-config?domain=viaggi.localhost", "DELETE", "ops.example", OPS_TOKEN);
    expect(allowed.status).toBe(200);
    await allowed.text();
  });
});

describe("listing the flags", () => {
  test("every toggle the backend knows, with this domain's value", async () => {
    const response = await ops("/__ops/flags", "GET", "hoteles.localhost");
    expect(response.status).toBe(200);
    const listing = (await response.json()) as { domain: string; toggles: { name: string; enabled: boolean | null }[] };
    expect(listing.domain).toBe("hoteles.localhost");
    const value = (name: string) => listing.toggles.find((toggle) => toggle.name === name)?.enabled;
    expect(value("deals-list")).toBe(false);
    expect(value("new-checkout")).toBe(true);
    expect(value("hotel-map")).toBe(true);
    expect(listing.toggles.map((toggle) => toggle.name)).toEqual(expect.arrayContaining(["maintenance-mode", "tracking-scripts", "show-scalapay"]));
  });

  test("a failing backend is a 502 that says which call failed", async () => {
    await sandboxControl(shop().sandbox.url, "POST", "/faults", { call: "FeatureToogle/ListKnowToggles", kind: "status", status: 500, times: 1 });
    const response = await ops("/__ops/flags", "GET");
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { details: expect.stringContaining("ListKnowToggles") } });
  });
});
