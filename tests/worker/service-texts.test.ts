import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { brandConfigurationPath } from "../../shared/brand-config";
import { TEXT_NAMESPACES } from "../../shared/service-texts";
import { sandboxControl } from "../support/sandbox";
import { documentLoaderData } from "./support/loader-data";
import { callsTo, eventsNamed } from "./support/sandbox-calls";
import { BROWSER_UA } from "./support/shop-pages";
import { eventually, startWorker, type WorkerUnderTest } from "./support/worker";

// Texts from the translation service (SPEC §7) through the worker in workerd, with real KV, against
// the sandbox's service: what a page shows, where it falls back, how the cache behaves and what a
// purge changes. The sandbox's copy differs from the bundle: viaggi's Italian dp banner title, and
// hoteles' banner, which only the service has.
const SERVICE_TITLE = "Il volo lo offriamo noi";
const BUNDLED_TITLE = (JSON.parse(readFileSync("public/i18n/promo/it.json", "utf8")) as { viaggi: { dp: { title: string } } }).viaggi.dp.title;
const HOTELES_SERVICE_TITLE = "Hoteles top con el vuelo resuelto";
const HOTELES_FALLBACK_TITLE = "Hoteles para cada viaje"; // promo.fallback.h.title (es)
const KEY = "dev-translation-key";
const NAMESPACE_COUNT = TEXT_NAMESPACES.length;

const TEXTS_LINK = /<link rel="preload" as="fetch" href="(\/texts\/[^"]+)"/g;
/** The promo banners' titles as the page shows them. */
const bannerTitles = (html: string) => [...html.matchAll(/<h3 class="text-lg font-800 text-ink">([^<]*)<\/h3>/g)].map(([, title]) => title!.replaceAll("&#x27;", "'"));

async function page(worker: WorkerUnderTest, host: string, path = "/"): Promise<string> {
  const response = await worker.fetch(path, { host, headers: { "user-agent": BROWSER_UA } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The page and every text selection it names, as one text (what the browser ends up showing). */
async function pageWithTexts(worker: WorkerUnderTest, host: string, path = "/"): Promise<{ html: string; hrefs: string[]; all: string }> {
  const html = await page(worker, host, path);
  const hrefs = [...html.matchAll(TEXTS_LINK)].map(([, href]) => href!.replaceAll("&amp;", "&"));
  const texts = await Promise.all(hrefs.map(async (href) => (await worker.fetch(href, { host })).text()));
  return { html, hrefs, all: [html, ...texts].join("\n") };
}

async function serviceCalls(worker: WorkerUnderTest, language?: string) {
  const calls = await callsTo(worker.sandbox.url, "/translations/");
  return language ? calls.filter((call) => call.path.endsWith(`/${language}.json`)) : calls;
}

const purgeAll = async (worker: WorkerUnderTest) => expect((await worker.fetch("/__ops/cache/purge-all", { method: "POST", host: "localhost" })).status).toBe(200);
const purgeDomain = (worker: WorkerUnderTest, domain: string) => worker.fetch(`/__ops/cache/purge?domain=${domain}`, { method: "POST", host: "localhost" });
const changeText = (worker: WorkerUnderTest, language: string, key: string, text: string) =>
  sandboxControl(worker.sandbox.url, "PUT", "/translations/text", { language, key, text });

async function ageTexts(worker: WorkerUnderTest, language: string): Promise<void> {
  const kv = await worker.kv();
  const entry = (await kv.get(`texts:v1:${language}`, "json")) as { fetchedAt: number } | null;
  if (!entry) throw new Error(`no cached texts for ${language}`);
  entry.fetchedAt = 0;
  await kv.put(`texts:v1:${language}`, JSON.stringify(entry));
}

async function resetAll(worker: WorkerUnderTest) {
  await sandboxControl(worker.sandbox.url, "DELETE", "/faults");
  await sandboxControl(worker.sandbox.url, "POST", "/reset");
  await purgeAll(worker);
  await sandboxControl(worker.sandbox.url, "DELETE", "/calls");
}

describe("texts from the translation service", () => {
  let worker: WorkerUnderTest;
  let output = "";
  beforeAll(async () => {
    worker = await startWorker({}, { onRuntimeOutput: (text) => (output += text) });
  });
  afterAll(() => worker?.dispose());
  beforeEach(() => resetAll(worker));

  it("a page shows the service's text over the bundled one, and a text only the service has", async () => {
    const viaggi = await pageWithTexts(worker, "viaggi.localhost");
    expect(bannerTitles(viaggi.html)).toContain(SERVICE_TITLE);
    expect(bannerTitles(viaggi.html)).not.toContain(BUNDLED_TITLE);
    // The browser reads the same from the landing's text selection.
    expect(viaggi.all).toContain(`"dp":{"title":"${SERVICE_TITLE}"`);
    expect(viaggi.all).not.toContain(`"title":"${BUNDLED_TITLE}"`);
    const hoteles = await pageWithTexts(worker, "hoteles.localhost");
    expect(bannerTitles(hoteles.html)).toEqual([HOTELES_SERVICE_TITLE]);
    expect(hoteles.all).not.toContain(HOTELES_FALLBACK_TITLE);
  });

  it("asks for each namespace file of the brand's language once, at the configured prefix, with the key", async () => {
    await page(worker, "viaggi.localhost");
    const calls = await serviceCalls(worker);
    expect(calls.length).toBe(NAMESPACE_COUNT);
    for (const call of calls) {
      expect(call.method).toBe("GET");
      expect(call.path).toMatch(/^\/translations\/i18n\/[A-Za-z]+\/it\.json$/);
      expect(call.headers["x-api-key"]).toBe(KEY);
    }
    expect(calls.map((call) => call.path)).toContain("/translations/i18n/promo/it.json");
  });

  it("the service's key never reaches the page, its texts, its data or the log", async () => {
    output = "";
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "translations", kind: "status", status: 401 });
    const failing = await pageWithTexts(worker, "viaggi.localhost");
    await sandboxControl(worker.sandbox.url, "DELETE", "/faults");
    await purgeAll(worker);
    const working = await pageWithTexts(worker, "viaggi.localhost");
    const data = await (await worker.fetch("/_root.data", { host: "viaggi.localhost" })).text();
    for (const text of [failing.all, working.all, data, output]) expect(text).not.toContain(KEY);
    expect(output).toContain("translation service answered 401");
  });

  it("a purge makes a changed text appear, under a new text address", async () => {
    const before = await pageWithTexts(worker, "viaggi.localhost");
    expect(before.html).toContain(SERVICE_TITLE);
    await changeText(worker, "it", "promo.viaggi.dp.title", "Voli in regalo da oggi");
    // Fresh in KV: the change is not seen yet.
    expect(await page(worker, "viaggi.localhost")).toContain(SERVICE_TITLE);

    const purge = await purgeDomain(worker, "viaggi.localhost");
    expect(purge.status).toBe(200);
    expect(await purge.json()).toMatchObject({ ok: true, domains: ["viaggi.localhost"], texts: { languages: ["it"], keysDeleted: 1 } });

    const after = await pageWithTexts(worker, "viaggi.localhost");
    expect(after.html).toContain("Voli in regalo da oggi");
    expect(after.html).not.toContain(SERVICE_TITLE);
    // The landing's own selection (the one with the banner) has a new address; a browser holding
    // the old one is answered today's texts, not to be kept.
    const landingHref = (hrefs: string[]) => hrefs.find((href) => href.includes("promo"))!;
    expect(landingHref(after.hrefs)).not.toBe(landingHref(before.hrefs));
    const old = await worker.fetch(landingHref(before.hrefs), { host: "viaggi.localhost" });
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect(await old.text()).toContain("Voli in regalo da oggi");
    const current = await worker.fetch(landingHref(after.hrefs), { host: "viaggi.localhost" });
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("purge-all deletes every language's texts and reports them", async () => {
    await page(worker, "viaggi.localhost");
    await page(worker, "hoteles.localhost");
    const response = await worker.fetch("/__ops/cache/purge-all", { method: "POST", host: "localhost" });
    expect(await response.json()).toMatchObject({ scope: "all", complete: true, texts: { languages: ["es", "it"], keysDeleted: 2 } });
    const kv = await worker.kv();
    expect((await kv.list({ prefix: "texts:" })).keys).toEqual([]);
  });

  it("a brand text neither the service nor the bundle has shows its place's generic text, logged once", async () => {
    const domain = "spring.localhost";
    const document = (await (await fetch(`${worker.sandbox.url}/strapi/api${brandConfigurationPath("localhost")}`)).json()) as {
      data: { attributes: { domain: string; promoCampaign: { data: { attributes: { dp: { titleKey: string } } } } } };
    };
    document.data.attributes.domain = domain;
    document.data.attributes.promoCampaign.data.attributes.dp.titleKey = "promo.spring.dp.title";
    await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { raw: document });
    output = "";

    const first = await page(worker, domain);
    expect(bannerTitles(first)).toContain("Holiday packages"); // promo.fallback.dp.title (en), where a blank would have hidden the banner
    // Other renders of the page, and new texts from the service, log nothing more.
    await page(worker, domain, "/?again=1");
    await changeText(worker, "en", "promo.demo.h.title", "City breaks, now from one night");
    await purgeDomain(worker, domain);
    const third = await page(worker, domain, "/?again=2");
    expect(third).toContain("City breaks, now from one night");
    expect(third).toContain("Holiday packages");
    const logged = output.split("\n").filter((line) => line.includes("promo.spring.dp.title"));
    expect(logged).toEqual([expect.stringContaining('missing text "promo.spring.dp.title" (en)')]);

    // Once the service has it, it is shown.
    await changeText(worker, "en", "promo.spring.dp.title", "Spring is here");
    await purgeDomain(worker, domain);
    const fixed = await page(worker, domain);
    expect(fixed).toContain("Spring is here");
    expect(fixed).not.toContain("Holiday packages");
  });
});

describe("when the translation service fails", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ TRANSLATION_TIMEOUT_MS: "400" });
  });
  afterAll(() => worker?.dispose());
  beforeEach(() => resetAll(worker));

  const failures: [string, (worker: WorkerUnderTest) => Promise<unknown>][] = [
    ["is down (503)", (w) => sandboxControl(w.sandbox.url, "POST", "/faults", { call: "translations", kind: "status", status: 503 })],
    ["answers something that is not JSON", (w) => sandboxControl(w.sandbox.url, "POST", "/faults", { call: "translations", kind: "garbage" })],
    [
      "answers JSON that is not texts",
      (w) => Promise.all(["it", "es"].map((language) => sandboxControl(w.sandbox.url, "PUT", `/translations/documents/promo/${language}`, { viaggi: { dp: { title: 42 } } }))),
    ],
    ["does not answer in time", (w) => sandboxControl(w.sandbox.url, "POST", "/faults", { call: "translations", kind: "hang" })],
  ];

  it.each(failures)("and nothing is cached, it %s: the bundled texts, at once, and not blank", async (_name, fail) => {
    await fail(worker);
    const started = Date.now();
    const viaggi = await page(worker, "viaggi.localhost");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(bannerTitles(viaggi)).toContain(BUNDLED_TITLE);
    expect(viaggi).not.toContain(SERVICE_TITLE);
    // hoteles' banner is the service's only: its place's generic text stands in.
    expect(bannerTitles(await page(worker, "hoteles.localhost"))).toEqual([HOTELES_FALLBACK_TITLE]);
    expect(await worker.kv().then((kv) => kv.get("texts:v1:it"))).toBeNull();
  });

  it("a failed service is not asked again by every page, and is asked again after a purge", async () => {
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "translations", kind: "status", status: 503 });
    await page(worker, "viaggi.localhost");
    // The load gives up at the first 503, and its other namespaces' calls may still be on their
    // way: the count to compare with is all of them, once they have arrived.
    const asked = await eventually(async () => {
      const count = (await serviceCalls(worker, "it")).length;
      expect(count).toBe(NAMESPACE_COUNT);
      return count;
    });
    await page(worker, "viaggi.localhost", "/?next=1");
    await page(worker, "viaggi.localhost", "/?next=2");
    expect((await serviceCalls(worker, "it")).length).toBe(asked);
    // Ops are told once, for the failed call, not for every page.
    const events = await eventually(async () => {
      const found = await eventsNamed(worker.sandbox.url, "error.translation-service");
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(events).toHaveLength(1);
    expect(events[0]!.body).toMatchObject({ logLevel: "warning", eventProperties: { language: "it", message: expect.stringContaining("503") }, eventData: { domain: "viaggi.localhost", brand: "Viaggi Sole", subBrand: "viaggisole" } });

    await sandboxControl(worker.sandbox.url, "DELETE", "/faults");
    await purgeDomain(worker, "viaggi.localhost");
    expect(await page(worker, "viaggi.localhost")).toContain(SERVICE_TITLE);
  });
});

describe("the texts' cache (stale-while-revalidate, KV read on every request)", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ CACHE_MEMO_SECONDS: "0" });
  });
  afterAll(() => worker?.dispose());
  beforeEach(() => resetAll(worker));

  it("fresh texts come from KV without a service call", async () => {
    await page(worker, "viaggi.localhost");
    expect((await serviceCalls(worker, "it")).length).toBe(NAMESPACE_COUNT);
    const kv = await worker.kv();
    const entry = (await kv.get("texts:v1:it", "json")) as { fetchedAt: number; value: { version: string; namespaces: Record<string, unknown> } };
    expect(entry.value.namespaces.promo).toMatchObject({ viaggi: { dp: { title: SERVICE_TITLE } } });

    await sandboxControl(worker.sandbox.url, "DELETE", "/calls");
    for (const path of ["/", "/?x=1", "/?x=2"]) expect(await page(worker, "viaggi.localhost", path)).toContain(SERVICE_TITLE);
    expect(await serviceCalls(worker)).toEqual([]);
  });

  it("a stale copy is served at once and refreshed behind it", async () => {
    await page(worker, "viaggi.localhost");
    await changeText(worker, "it", "promo.viaggi.dp.title", "Il volo ora è gratis");
    await ageTexts(worker, "it");
    await sandboxControl(worker.sandbox.url, "DELETE", "/calls");

    expect(await page(worker, "viaggi.localhost")).toContain(SERVICE_TITLE);
    await eventually(async () => {
      const kv = await worker.kv();
      const entry = (await kv.get("texts:v1:it", "json")) as { fetchedAt: number; value: { namespaces: { promo: { viaggi: { dp: { title: string } } } } } };
      expect(entry.value.namespaces.promo.viaggi.dp.title).toBe("Il volo ora è gratis");
      expect(entry.fetchedAt).toBeGreaterThan(0);
    });
    expect((await serviceCalls(worker, "it")).length).toBe(NAMESPACE_COUNT);
    expect(await page(worker, "viaggi.localhost")).toContain("Il volo ora è gratis");
  });

  it("a stale copy keeps the service's texts up while it is down", async () => {
    await page(worker, "viaggi.localhost");
    await page(worker, "hoteles.localhost");
    await ageTexts(worker, "it");
    await ageTexts(worker, "es");
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "translations", kind: "status", status: 503 });
    for (const path of ["/", "/?b=1", "/?b=2"]) expect(await page(worker, "viaggi.localhost", path)).toContain(SERVICE_TITLE);
    expect(await page(worker, "hoteles.localhost")).toContain(HOTELES_SERVICE_TITLE);
    // The copy is kept, not replaced by the failure.
    const kv = await worker.kv();
    expect(await kv.get("texts:v1:it")).not.toBeNull();
  });

  it("concurrent misses share one call per file", async () => {
    await sandboxControl(worker.sandbox.url, "POST", "/faults", { call: "translations", kind: "latency", ms: 200 });
    const pages = await Promise.all(["/", "/?c=1", "/?c=2", "/?c=3", "/?c=4"].map((path) => page(worker, "viaggi.localhost", path)));
    for (const html of pages) expect(html).toContain(SERVICE_TITLE);
    const calls = await serviceCalls(worker, "it");
    expect(calls.length).toBe(NAMESPACE_COUNT);
    expect(new Set(calls.map((call) => call.path)).size).toBe(NAMESPACE_COUNT);
  });
});

describe("without a translation service configured", () => {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker({ TRANSLATION_API_URL: "" });
  });
  afterAll(() => worker?.dispose());

  it("pages show the bundled texts and nothing calls a service", async () => {
    expect(bannerTitles(await page(worker, "viaggi.localhost"))).toContain(BUNDLED_TITLE);
    expect(bannerTitles(await page(worker, "hoteles.localhost"))).toEqual([HOTELES_FALLBACK_TITLE]);
    expect(await serviceCalls(worker)).toEqual([]);
    const data = documentLoaderData(await page(worker, "viaggi.localhost", "/?d=1"));
    expect(String(data.root?.texts)).toMatch(/^\/texts\/it\//);
  });
});
