import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { hotelSearchPath } from "../../scripts/bench/demo-paths.mjs";
import { startWorker, type WorkerUnderTest } from "./support/worker";

// Which texts a page carries, in its HTML and the text selections it names (preloaded, loaded
// before hydration): its own brand's legal line and promo banners, never another brand's; the
// landing's own texts on the landing only. Its loader data carries no texts at all.
const BRANDS = [
  { host: "localhost", slug: "demo", language: "en" },
  { host: "viaggi.localhost", slug: "viaggi", language: "it" },
  { host: "hoteles.localhost", slug: "hoteles", language: "es" },
  { host: "voyages.localhost", slug: "voyages", language: "fr" },
] as const;

type Texts = Record<string, unknown>;
const namespace = (name: string, language: string): Texts => JSON.parse(readFileSync(`public/i18n/${name}/${language}.json`, "utf8"));

/** The longest run of plain words in a text: what survives HTML and JSON escaping unchanged. */
const marker = (text: unknown) => {
  const runs = String(text).match(/[\p{L} ]+/gu) ?? [];
  const longest = runs.map((run) => run.trim()).sort((a, b) => b.length - a.length)[0] ?? "";
  if (longest.length < 8) throw new Error(`no plain words in ${String(text)}`);
  return longest;
};

let worker: WorkerUnderTest;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const TEXTS_LINK = /<link rel="preload" as="fetch" href="(\/texts\/[^"]+)"/g;

/** The document, then each text selection it names, as one text. */
const page = async (host: string, path: string) => {
  const response = await worker.fetch(path, { host, headers: { "user-agent": "Mozilla/5.0 Chrome/130" } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const hrefs = [...html.matchAll(TEXTS_LINK)].map(([, href]) => href!.replaceAll("&amp;", "&"));
  expect(hrefs.length).toBe(2);
  const texts = await Promise.all(
    hrefs.map(async (href) => {
      const answer = await worker.fetch(href, { host });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      return answer.text();
    }),
  );
  return [html, ...texts].join("\n");
};

describe.each(BRANDS)("$host", ({ host, slug, language }) => {
  const legal = (namespace("footer", language).legal ?? {}) as Texts;
  const promo = namespace("promo", language) as Record<string, Record<string, Texts>>;
  const others = BRANDS.filter((brand) => brand.slug !== slug);

  it("the landing carries its own brand's legal line and promo banners, and no other brand's", async () => {
    const html = await page(host, "/");
    expect(html).toContain(marker(legal[slug]));
    for (const other of others) {
      expect(html).not.toContain(marker(legal[other.slug]));
      for (const banner of Object.values(promo[other.slug] ?? {})) expect(html).not.toContain(marker(banner.subtitle));
    }
  });

  it("a results page carries the search form's texts, not the landing's", async () => {
    const html = await page(host, hotelSearchPath());
    const landing = namespace("landing", language) as { search: Texts; benefits: Record<string, Texts> };
    expect(html).toContain(marker(landing.search.noSuggestions));
    for (const benefit of Object.values(landing.benefits)) expect(html).not.toContain(marker(benefit.text));
    for (const other of others) expect(html).not.toContain(marker(legal[other.slug]));
  });
});

describe("text selections", () => {
  it("loader data names its texts by address and carries none of them", async () => {
    const response = await worker.fetch(hotelSearchPath(), { host: "viaggi.localhost", headers: { "user-agent": "Mozilla/5.0 Chrome/130" } });
    const html = await response.text();
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body).join("\n");
    const results = namespace("results", "it") as { sort: Texts };
    expect(scripts).toContain("/texts/it/");
    expect(scripts).not.toContain(marker(results.sort.howText));
  });

  it("only this brand's language and paths that exist are served; an old address is not kept", async () => {
    expect((await worker.fetch("/texts/es/results.json", { host: "viaggi.localhost" })).status).toBe(404);
    expect((await worker.fetch("/texts/it/no-such-namespace.json", { host: "viaggi.localhost" })).status).toBe(404);
    expect((await worker.fetch("/texts/it/results+results.json", { host: "viaggi.localhost" })).status).toBe(404);
    expect((await worker.fetch("/texts/it/results", { host: "viaggi.localhost" })).status).toBe(404);
    const old = await worker.fetch("/texts/it/footer.json?v=0", { host: "viaggi.localhost" });
    expect(old.status).toBe(200);
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect(old.headers.get("content-security-policy")).toContain("default-src 'none'");
    const footer = JSON.parse(await old.text()) as { footer: { legal: Texts } };
    expect(Object.keys(footer.footer.legal)).toEqual(["viaggi"]);
  });
});
