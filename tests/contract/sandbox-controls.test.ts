import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BRAND_CONFIGURATION_POPULATE, brandConfigFromStrapi, brandConfigurationPath } from "../../shared/brand-config";
import { EVENT_TOKEN_HEADER } from "../../shared/tracking/event";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";

let sandbox: RunningSandbox;
const TOKEN = process.env.EVENT_RECEIVER_TOKEN ?? "dev-event-receiver-token";
const FLAGS = "/api/services/app/FeatureToogle";

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandboxControl(sandbox.url, "POST", "/reset"));

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return fetch(`${sandbox.url}${path}`, {
    method,
    signal,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
const brandDoc = (domain: string, populate: readonly string[] = BRAND_CONFIGURATION_POPULATE) =>
  call("GET", `/strapi/api/brand-configurations/${domain}?${populate.map((p, i) => `populate[${i}]=${encodeURIComponent(p)}`).join("&")}`);
const toggles = async (domainName: string) =>
  ((await (await call("POST", `${FLAGS}/FlagProviderList`, { domainName })).json()) as { result: { toggles: { name: string; enabled: boolean }[] } })
    .result.toggles;
const flag = (list: { name: string; enabled: boolean }[], name: string) => list.find((t) => t.name === name)?.enabled;

function trackingEvent(eventName = "viewed.app-error-[maintenance-mode]") {
  return {
    eventName,
    logLevel: "info",
    eventProperties: { path: "/" },
    eventData: { appVersion: "0.1.0", domain: "localhost", brand: "Wanderly" },
    project: "travel-storefront",
  };
}

describe("brand configurations", () => {
  it("answers Strapi's 404 for an unknown domain", async () => {
    const response = await brandDoc("unknown.localhost");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } });
  });

  it("serves a valid document for the storefront's own path and populate list", async () => {
    const response = await fetch(`${sandbox.url}/strapi/api${brandConfigurationPath("viaggi.localhost")}`);
    const document = (await response.json()) as { data: { attributes: Record<string, unknown> }; meta: unknown };
    expect(document.meta).toEqual({});
    const mapped = brandConfigFromStrapi(document);
    expect(mapped.ok && mapped.brand.brand.freeFlightConditions).toEqual({ voucherAmount: 150 });
    expect(document.data.attributes.paymentMethods).toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]) });
    expect(document.data.attributes.checkoutOptions).toBeDefined();
  });

  it("leaves out relations that populate did not ask for, at every level", async () => {
    const onlyBrand = (await (await brandDoc("localhost", ["brand", "theme"])).json()) as { data: { attributes: Record<string, any> } };
    const a = onlyBrand.data.attributes;
    expect(a.domain).toBe("localhost");
    expect(a.brand.data.attributes.brandName).toBe("Wanderly");
    for (const missing of ["products", "landingContent", "promoCampaign", "destinationProposals", "paymentMethods", "footer"]) expect(a).not.toHaveProperty(missing);
    expect(a.theme.primaryColor).toMatch(/^#/);
    expect(a.theme).not.toHaveProperty("favicon");

    const withoutPayments = BRAND_CONFIGURATION_POPULATE.filter((p) => p !== "paymentMethods");
    const b = ((await (await brandDoc("localhost", withoutPayments)).json()) as { data: { attributes: Record<string, any> } }).data.attributes;
    expect(b).not.toHaveProperty("paymentMethods");
    expect(b.paymentProviders.data.length).toBeGreaterThan(0);
    expect(b.theme.favicon.data.attributes.url).toBe("/brands/demo/favicon.svg");

    const nothing = await (await call("GET", "/strapi/api/brand-configurations/localhost")).json();
    expect(brandConfigFromStrapi(nothing).ok).toBe(false);
  });

  it("accepts Strapi's other populate spellings", async () => {
    const star = (await (await call("GET", "/strapi/api/brand-configurations/localhost?populate=*")).json()) as { data: { attributes: Record<string, any> } };
    expect(star.data.attributes.products.data).toHaveLength(3);
    expect(star.data.attributes.landingContent).not.toHaveProperty("hero");
    const nested = (await (
      await call("GET", "/strapi/api/brand-configurations/localhost?populate[landingContent][populate][hero][populate]=background")
    ).json()) as { data: { attributes: Record<string, any> } };
    expect(nested.data.attributes.landingContent.hero.background.data.attributes.url).toBe("/brands/demo/hero.svg");
    expect(nested.data.attributes.landingContent.hero).not.toHaveProperty("promoImageMobile");
  });

  it("DELETE is the cache-clearing dev tool: it answers ok and changes nothing", async () => {
    const response = await call("DELETE", "/strapi/api/brand-configurations/hoteles.localhost");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, domain: "hoteles.localhost" });
    expect((await brandDoc("hoteles.localhost")).status).toBe(200);
  });

  it("PUT /__sandbox/brands overrides a demo brand until DELETE restores it", async () => {
    const title = "Evil </script><script>alert(1)</script>";
    await sandboxControl(sandbox.url, "PUT", "/brands/localhost", { from: "localhost", brand: { pageTitle: title } });
    const changed = brandConfigFromStrapi(await (await brandDoc("localhost")).json());
    expect(changed.ok && changed.brand.brand.pageTitle).toBe(title);
    expect(changed.ok && changed.brand.brand.brandName).toBe("Wanderly");

    await sandboxControl(sandbox.url, "DELETE", "/brands/localhost");
    const restored = brandConfigFromStrapi(await (await brandDoc("localhost")).json());
    expect(restored.ok && restored.brand.brand.pageTitle).toBe("Wanderly · Flights, hotels and holidays");
  });

  it("registers a test-only domain derived from a demo brand, and raw documents served as is", async () => {
    await sandboxControl(sandbox.url, "PUT", "/brands/test-a.localhost", {
      from: "viaggi.localhost",
      language: "fr",
      theme: { primaryColor: "#123456" },
      products: [{ productType: "H", businessProfileId: "BP-TEST-H" }],
    });
    const derived = brandConfigFromStrapi(await (await brandDoc("test-a.localhost")).json());
    if (!derived.ok) throw new Error(derived.issues.join("; "));
    expect(derived.brand).toMatchObject({ domain: "test-a.localhost", language: "fr", theme: { primaryColor: "#123456" } });
    expect(derived.brand.brand.businessProfileIds).toEqual({ H: "BP-TEST-H" });
    expect(derived.brand.brand.hasSSO).toBe(true);

    await sandboxControl(sandbox.url, "PUT", "/brands/broken.localhost", { raw: { data: { id: "nope" } } });
    const raw = await brandDoc("broken.localhost");
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({ data: { id: "nope" } });
  });
});

describe("feature toggles", () => {
  it("lists realistic toggles per domain, tracking on for voyages only", async () => {
    const voyages = await toggles("voyages.localhost");
    expect(voyages.length).toBeGreaterThanOrEqual(6);
    expect(flag(voyages, "tracking-scripts")).toBe(true);
    expect(flag(voyages, "maintenance-mode")).toBe(false);
    expect(flag(await toggles("localhost"), "tracking-scripts")).toBe(false);
    const known = (await (await call("POST", `${FLAGS}/ListKnowToggles`)).json()) as { result: string[] };
    expect(known.result).toEqual(expect.arrayContaining(["maintenance-mode", "tracking-scripts", "show-scalapay", "new-checkout", "hotel-map"]));
  });

  it("a switch changes that domain only, and DELETE removes it", async () => {
    await sandboxControl(sandbox.url, "PUT", "/flags/hoteles.localhost/maintenance-mode", { enabled: true });
    expect(flag(await toggles("hoteles.localhost"), "maintenance-mode")).toBe(true);
    expect(flag(await toggles("localhost"), "maintenance-mode")).toBe(false);
    expect(flag(await toggles("viaggi.localhost"), "maintenance-mode")).toBe(false);

    const byQuery = await call("POST", `${FLAGS}/IsFeatureEnabled?featureName=maintenance-mode&domainName=hoteles.localhost`);
    expect(((await byQuery.json()) as { result: boolean }).result).toBe(true);
    const byBody = await call("POST", `${FLAGS}/IsFeatureEnabled`, { featureName: "maintenance-mode", domainName: "localhost" });
    expect(((await byBody.json()) as { result: boolean }).result).toBe(false);

    await sandboxControl(sandbox.url, "DELETE", "/flags/hoteles.localhost/maintenance-mode");
    expect(flag(await toggles("hoteles.localhost"), "maintenance-mode")).toBe(false);
  });

  it("refuses a list request without a domain", async () => {
    const response = await call("POST", `${FLAGS}/FlagProviderList`, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: { message: "domainName is required" } });
  });
});

describe("faults", () => {
  it("status: replaces the answer with that HTTP status and message", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "FeatureToogle/FlagProviderList", kind: "status", status: 503, message: "down for tests" });
    const response = await call("POST", `${FLAGS}/FlagProviderList`, { domainName: "localhost" });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ success: false, error: { message: "down for tests" } });
  });

  it("error: answers the backend's error envelope (e.g. GENERIC_ERROR)", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations", kind: "error", message: "GENERIC_ERROR" });
    const response = await brandDoc("localhost");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { message: "GENERIC_ERROR" } });
  });

  it("latency: delays the real answer by at least ms", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "strapi/brand-configurations", kind: "latency", ms: 300 });
    const started = performance.now();
    const response = await brandDoc("localhost");
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("latency and hang: a caller that stops waiting is recorded as having abandoned the call, and gets no late answer", async () => {
    for (const fault of [{ kind: "latency", ms: 30_000 }, { kind: "hang" }]) {
      await sandboxControl(sandbox.url, "POST", "/reset");
      await sandboxControl(sandbox.url, "POST", "/faults", { call: "FeatureToogle/ListKnowToggles", ...fault, times: 1 });
      const caller = new AbortController();
      const pending = call("POST", `${FLAGS}/ListKnowToggles`, undefined, {}, caller.signal).catch((error: unknown) => error);
      const recorded = async () => (await sandboxControl(sandbox.url, "GET", `/calls?path=${FLAGS}/ListKnowToggles`)) as { calls: { abandonedAt?: string }[] };
      await expect.poll(async () => (await recorded()).calls.length).toBe(1);
      expect((await recorded()).calls[0]!.abandonedAt).toBeUndefined();
      caller.abort();
      expect(await pending).toBeInstanceOf(Error);
      await expect.poll(async () => (await recorded()).calls[0]!.abandonedAt).toMatch(/^\d{4}-/);
    }
    // An answered call is never marked.
    await call("POST", `${FLAGS}/ListKnowToggles`);
    const { calls } = (await sandboxControl(sandbox.url, "GET", `/calls?path=${FLAGS}/ListKnowToggles`)) as { calls: { abandonedAt?: string }[] };
    expect(calls.at(-1)!.abandonedAt).toBeUndefined();
  });

  it("times: applies to that many calls, then the service answers again; GET and DELETE manage them", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "FeatureToogle/ListKnowToggles", kind: "status", status: 502, times: 2 });
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "events", kind: "hang" });
    expect(await sandboxControl(sandbox.url, "GET", "/faults")).toEqual({
      faults: [
        { call: "FeatureToogle/ListKnowToggles", kind: "status", status: 502, remaining: 2 },
        { call: "events", kind: "hang", remaining: null },
      ],
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call("POST", `${FLAGS}/ListKnowToggles`)).status);
    expect(statuses).toEqual([502, 502, 200]);

    await sandboxControl(sandbox.url, "DELETE", "/faults?call=events");
    expect(await sandboxControl(sandbox.url, "GET", "/faults")).toEqual({ faults: [] });
  });
});

describe("event receiver", () => {
  it("refuses a missing or wrong token and records nothing", async () => {
    const missing = await call("POST", "/events", trackingEvent());
    const wrong = await call("POST", "/events", trackingEvent(), { [EVENT_TOKEN_HEADER]: "not-the-token" });
    expect([missing.status, wrong.status]).toEqual([401, 401]);
    expect(await sandboxControl(sandbox.url, "GET", "/events")).toEqual({ events: [] });
  });

  it("records one event or a batch with the token, and filters by name", async () => {
    const one = await call("POST", "/events", trackingEvent(), { [EVENT_TOKEN_HEADER]: TOKEN });
    expect(one.status).toBe(202);
    expect(await one.json()).toEqual({ accepted: 1 });
    const batch = await call("POST", "/events", [trackingEvent("search.created"), trackingEvent("search.created")], { [EVENT_TOKEN_HEADER]: TOKEN });
    expect(await batch.json()).toEqual({ accepted: 2 });

    const all = (await sandboxControl(sandbox.url, "GET", "/events")) as { events: { token: string; receivedAt: string; body: unknown }[] };
    expect(all.events).toHaveLength(3);
    expect(all.events[0]).toMatchObject({ token: TOKEN, body: trackingEvent() });
    expect(Date.parse(all.events[0]?.receivedAt ?? "")).not.toBeNaN();
    const named = (await sandboxControl(sandbox.url, "GET", "/events?name=search.created")) as { events: unknown[] };
    expect(named.events).toHaveLength(2);

    await sandboxControl(sandbox.url, "DELETE", "/events");
    expect(await sandboxControl(sandbox.url, "GET", "/events")).toEqual({ events: [] });
  });

  it("answers 400 to an invalid event (all or nothing for a batch)", async () => {
    const bad = await call("POST", "/events", [trackingEvent(), { ...trackingEvent(), logLevel: "loud" }], { [EVENT_TOKEN_HEADER]: TOKEN });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("1.logLevel");
    const notJson = await call("POST", "/events", "{oops", { [EVENT_TOKEN_HEADER]: TOKEN });
    expect(notJson.status).toBe(400);
    expect(await sandboxControl(sandbox.url, "GET", "/events")).toEqual({ events: [] });
  });

  it("can be made to fail with the events fault", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "events", kind: "status", status: 500, times: 1 });
    expect((await call("POST", "/events", trackingEvent(), { [EVENT_TOKEN_HEADER]: TOKEN })).status).toBe(500);
    expect((await call("POST", "/events", trackingEvent(), { [EVENT_TOKEN_HEADER]: TOKEN })).status).toBe(202);
  });
});

describe("controls", () => {
  it.each([
    ["POST", "/faults", { call: "x", kind: "explode" }],
    ["POST", "/faults", { call: "x", kind: "status" }],
    ["POST", "/faults", { call: "", kind: "hang" }],
    ["POST", "/faults", { call: "x", kind: "latency", ms: 10, times: 0 }],
    ["PUT", "/flags/localhost/maintenance-mode", { enabled: "yes" }],
    ["PUT", "/flags/localhost/maintenance-mode", "not json"],
    ["PUT", "/brands/test.localhost", { from: "nowhere.localhost" }],
    ["PUT", "/brands/test.localhost", { brand: { pageTitle: "no base brand" } }],
    ["PUT", "/brands/localhost", { from: "localhost", colour: "#fff" }],
  ])("%s %s refuses a bad body with 400", async (method, path, body) => {
    const response = await call(method, `/__sandbox${path}`, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/\w/);
  });

  it("lists backend calls by path prefix and method, and reset clears everything", async () => {
    await brandDoc("localhost");
    await call("POST", `${FLAGS}/FlagProviderList`, { domainName: "localhost" });
    await sandboxControl(sandbox.url, "PUT", "/flags/localhost/new-checkout", { enabled: false });

    const strapi = (await sandboxControl(sandbox.url, "GET", "/calls?path=/strapi/")) as { calls: { method: string; path: string }[] };
    expect(strapi.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /strapi/api/brand-configurations/localhost"]);
    const posts = (await sandboxControl(sandbox.url, "GET", "/calls?method=post")) as { calls: { body: string }[] };
    expect(posts.calls.map((c) => JSON.parse(c.body))).toEqual([{ domainName: "localhost" }]);

    await sandboxControl(sandbox.url, "POST", "/reset");
    expect(await sandboxControl(sandbox.url, "GET", "/calls")).toEqual({ calls: [] });
    expect(flag(await toggles("localhost"), "new-checkout")).toBe(true);
  });
});
