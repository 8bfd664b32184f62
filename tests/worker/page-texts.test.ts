import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { hotelSearchPath } from "../../scripts/bench/demo-paths.mjs";
import { startWorker, type WorkerUnderTest } from "./support/worker";

// Which texts a page carries, in its HTML and its loader data alike: its own brand's legal line
// and promo banners, never another brand's; the landing's own texts on the landing only.
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

const page = async (host: string, path: string) => {
  const response = await worker.fetch(path, { host, headers: { "user-agent": "Mozilla/5.0 Chrome/130" } });
  expect(response.status).toBe(200);
  return response.text();
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
