import { readdirSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { textsSelection } from "../../client/i18n/dictionaries.server";
import type { BrandConfig } from "../../shared/brand-config/types";
import { textDictionaryFrom, TEXT_NAMESPACES, type ServiceTexts } from "../../shared/service-texts";

// How the translation service's texts are laid over the bundled ones, and what a page gets for a
// brand-named key that neither has (client/i18n/dictionaries.server.ts).

const brand = (language: "en" | "it", overrides: { legalText?: string | null; dpTitle?: string } = {}) =>
  ({
    language,
    footer: { legalText: overrides.legalText === undefined ? "footer.legal.viaggi" : overrides.legalText, scriptUrl: null },
    promoCampaign: {
      dp: { titleKey: overrides.dpTitle ?? "promo.viaggi.dp.title", subtitleKey: "promo.viaggi.dp.subtitle", ctaKey: "promo.viaggi.dp.cta", ctaUrl: "/DP" },
      h: null,
      f: null,
    },
  }) as unknown as BrandConfig;

const service = (version: string, namespaces: ServiceTexts["namespaces"]): ServiceTexts => ({ version, namespaces });
const selection = (context: { brand: BrandConfig; serviceTexts: ServiceTexts | null }, paths: string[]) => {
  const { href, body } = textsSelection(context, paths);
  return { href, texts: JSON.parse(body) as Record<string, any> };
};

afterEach(() => vi.restoreAllMocks());

describe("the namespaces the worker asks the service for", () => {
  it("are the bundled dictionaries' folders", () => {
    expect([...TEXT_NAMESPACES].sort()).toEqual(readdirSync("public/i18n").sort());
  });
});

describe("a namespace file from the service", () => {
  it("is texts or groups of texts, nothing else", () => {
    expect(textDictionaryFrom({ a: "x", b: { c: "y", d: { e: "" } } })).toEqual({ ok: true, texts: { a: "x", b: { c: "y", d: { e: "" } } } });
    for (const bad of [null, "text", [], ["a"], { a: 1 }, { a: { b: null } }, { a: ["x"] }]) expect(textDictionaryFrom(bad).ok, JSON.stringify(bad)).toBe(false);
    expect(textDictionaryFrom({ viaggi: { dp: { title: 42 } } })).toMatchObject({ ok: false, issue: expect.stringMatching(/^viaggi/) });
  });
});

describe("texts laid over the bundle", () => {
  it("the service's text wins, its new keys are added, the bundle fills what it lacks", () => {
    const viaggi = brand("it");
    const { texts } = selection(
      { brand: viaggi, serviceTexts: service("v1", { common: { home: "Casa {{brand}}", brandNew: "Nuovo" }, promo: { viaggi: { dp: { title: "Dal servizio" } } } }) },
      ["common", "promo"],
    );
    expect(texts.common.home).toBe("Casa {{brand}}");
    expect(texts.common.brandNew).toBe("Nuovo");
    expect(texts.common.productsNav).toBe("Prodotti"); // the bundle's
    expect(texts.promo.viaggi.dp).toEqual({ title: "Dal servizio", subtitle: expect.stringContaining("150"), cta: "Scopri i pacchetti" });
  });

  it("a blank text, or a text where the bundle has a group (and the reverse), leaves the bundle's", () => {
    const { texts } = selection(
      { brand: brand("it"), serviceTexts: service("v2", { common: { home: "  ", productsNav: { oops: "x" } }, footer: { legal: "flattened" } }) },
      ["common", "footer"],
    );
    expect(texts.common.home).toBe("{{brand}}: pagina iniziale");
    expect(texts.common.productsNav).toBe("Prodotti");
    expect(texts.footer.legal.viaggi).toMatch(/^Viaggi Sole S\.r\.l\./);
  });

  it("another service version is another address; the same content, the same address", () => {
    const viaggi = brand("it");
    const paths = ["promo"];
    const bundled = selection({ brand: viaggi, serviceTexts: null }, paths).href;
    const first = selection({ brand: viaggi, serviceTexts: service("a", { promo: { viaggi: { dp: { title: "Uno" } } } }) }, paths).href;
    const second = selection({ brand: viaggi, serviceTexts: service("b", { promo: { viaggi: { dp: { title: "Due" } } } }) }, paths).href;
    const sameAsFirst = selection({ brand: viaggi, serviceTexts: service("c", { promo: { viaggi: { dp: { title: "Uno" } } } }) }, paths).href;
    expect(new Set([bundled, first, second]).size).toBe(3);
    expect(sameAsFirst).toBe(first);
    expect(first).toMatch(/^\/texts\/it\/promo\.json\?v=[0-9a-z]+$/);
  });
});

describe("brand-named texts", () => {
  it("a page carries its own brand's only, even when the service has others'", () => {
    const { texts } = selection({ brand: brand("it"), serviceTexts: service("v3", { promo: { other: { dp: { title: "Altro" } } } }) }, ["promo", "footer"]);
    expect(Object.keys(texts.promo)).toEqual(["viaggi"]);
    expect(Object.keys(texts.footer.legal)).toEqual(["viaggi"]);
    expect(texts.footer.legalFallback).toBeUndefined();
  });

  it("a key neither has gets its place's generic text in the page's language, logged once per key", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const spring = brand("it", { dpTitle: "promo.spring.title", legalText: "footer.legal.nobody" });
    const first = selection({ brand: spring, serviceTexts: service("s1", {}) }, ["promo", "footer"]).texts;
    expect(first.promo.spring.title).toBe("Pacchetti vacanza");
    expect(first.footer.legal.nobody).toMatch(/^Ogni prenotazione/);
    // A new version builds the selection again; the miss is not logged again.
    selection({ brand: spring, serviceTexts: service("s2", { common: { home: "x" } }) }, ["promo", "footer"]);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((message) => message.includes("promo.spring.title"))).toHaveLength(1);
    expect(messages.filter((message) => message.includes("footer.legal.nobody"))).toHaveLength(1);

    const fixed = selection({ brand: spring, serviceTexts: service("s3", { promo: { spring: { title: "Primavera" } } }) }, ["promo"]).texts;
    expect(fixed.promo.spring.title).toBe("Primavera");
  });
});
