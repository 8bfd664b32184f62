import { readFileSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { textDictionaryFrom, TEXT_NAMESPACES } from "../../shared/service-texts";
import { sandboxControl, startSandbox, type RunningSandbox } from "../support/sandbox";

// The sandbox's translation service (SPEC §7): JSON files at {prefix}/{namespace}/{language}.json
// (prefix /i18n) under /translations, for callers presenting the key, and the controls tests use
// to change what it says.
const KEY = "dev-translation-key"; // wrangler.toml's TRANSLATION_API_KEY
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandboxControl(sandbox.url, "POST", "/reset"));

const file = (namespace: string, language: string, key: string | null = KEY) =>
  fetch(`${sandbox.url}/translations/i18n/${namespace}/${language}.json`, { headers: key === null ? {} : { "x-api-key": key } });
const texts = async (namespace: string, language: string) => {
  const response = await file(namespace, language);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, any>;
};
const bundled = (namespace: string, language: string) => JSON.parse(readFileSync(`public/i18n/${namespace}/${language}.json`, "utf8")) as Record<string, any>;

describe("translation files", () => {
  it("refuses callers without the key, or with another one", async () => {
    for (const key of [null, "", "wrong-key", `${KEY}x`]) {
      const response = await file("promo", "it", key);
      expect(response.status, String(key)).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringContaining("X-Api-Key") });
    }
  });

  it("serves every namespace the storefront reads, in every language, as texts only (what the worker validates)", async () => {
    expect([...TEXT_NAMESPACES].sort()).toEqual(readdirSync("public/i18n").sort());
    for (const namespace of TEXT_NAMESPACES) {
      for (const language of ["en", "it", "es", "fr"]) {
        const response = await file(namespace, language);
        expect(response.status, `${namespace}/${language}`).toBe(200);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(textDictionaryFrom(await response.json()).ok, `${namespace}/${language}`).toBe(true);
      }
    }
  });

  it("answers 404 for a namespace or language it has no file for", async () => {
    for (const [namespace, language] of [["nope", "it"], ["promo", "de"], ["promo", "italian"], ["..", "it"]] as const) {
      expect((await file(namespace, language)).status, `${namespace}/${language}`).toBe(404);
    }
    const wrongPrefix = await fetch(`${sandbox.url}/translations/locales/promo/it.json`, { headers: { "x-api-key": KEY } });
    expect(wrongPrefix.status).toBe(404);
  });

  it("its copy differs from the bundle in a visible text and carries a campaign the bundle lacks", async () => {
    const italian = await texts("promo", "it");
    expect(italian.viaggi.dp.title).toBe("Il volo lo offriamo noi");
    expect(bundled("promo", "it").viaggi.dp.title).not.toBe(italian.viaggi.dp.title);
    // The rest of the namespace is the bundle's.
    expect(italian.viaggi.dp.subtitle).toBe(bundled("promo", "it").viaggi.dp.subtitle);
    const spanish = await texts("promo", "es");
    expect(spanish.hoteles.h).toEqual({ title: "Hoteles top con el vuelo resuelto", subtitle: expect.any(String), cta: "Ver hoteles top" });
    expect(bundled("promo", "es").hoteles).toBeUndefined();
  });

  it("records each call with its headers, so a test can see what the worker sent", async () => {
    await file("footer", "fr");
    const { calls } = (await sandboxControl(sandbox.url, "GET", "/calls?path=/translations/")) as { calls: { method: string; path: string; headers: Record<string, string> }[] };
    expect(calls).toEqual([expect.objectContaining({ method: "GET", path: "/translations/i18n/footer/fr.json", headers: expect.objectContaining({ "x-api-key": KEY }) })]);
  });
});

describe("controls", () => {
  it("a changed text is served from the next call on, and reset puts the service's copy back", async () => {
    await sandboxControl(sandbox.url, "PUT", "/translations/text", { language: "it", key: "promo.viaggi.dp.title", text: "Nuovo titolo" });
    await sandboxControl(sandbox.url, "PUT", "/translations/text", { language: "it", key: "promo.summer.dp.title", text: "Estate" });
    const changed = await texts("promo", "it");
    expect(changed.viaggi.dp.title).toBe("Nuovo titolo");
    expect(changed.summer).toEqual({ dp: { title: "Estate" } });
    expect((await texts("promo", "en")).viaggi.dp.title).toBe("Your flight is on us");
    expect(await sandboxControl(sandbox.url, "GET", "/translations")).toEqual({
      texts: { it: { "promo.viaggi.dp.title": "Nuovo titolo", "promo.summer.dp.title": "Estate" } },
      documents: [],
    });

    await sandboxControl(sandbox.url, "POST", "/reset");
    expect((await texts("promo", "it")).viaggi.dp.title).toBe("Il volo lo offriamo noi");
    expect(await sandboxControl(sandbox.url, "GET", "/translations")).toEqual({ texts: {}, documents: [] });
  });

  it("a replaced file is served as given, nonsense included; null makes it a 404", async () => {
    await sandboxControl(sandbox.url, "PUT", "/translations/documents/promo/it", { viaggi: { dp: { title: 42 } } });
    expect(await texts("promo", "it")).toEqual({ viaggi: { dp: { title: 42 } } });
    await sandboxControl(sandbox.url, "PUT", "/translations/documents/footer/it", null);
    expect((await file("footer", "it")).status).toBe(404);
    await sandboxControl(sandbox.url, "DELETE", "/translations");
    expect((await texts("promo", "it")).viaggi.dp.title).toBe("Il volo lo offriamo noi");
    expect((await file("footer", "it")).status).toBe(200);
  });

  it("refuses a change it cannot apply", async () => {
    for (const body of [{ language: "de", key: "promo.x.title", text: "x" }, { language: "it", key: "promo", text: "x" }, { language: "it", key: "promo.x" }]) {
      const response = await fetch(`${sandbox.url}/__sandbox/translations/text`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("faults armed for the call \"translations\" apply to every file", async () => {
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "translations", kind: "status", status: 503, times: 2 });
    expect((await file("promo", "it")).status).toBe(503);
    expect((await file("common", "en")).status).toBe(503);
    expect((await file("promo", "it")).status).toBe(200);
    await sandboxControl(sandbox.url, "POST", "/faults", { call: "translations", kind: "garbage", times: 1 });
    const garbage = await file("promo", "it");
    expect(garbage.status).toBe(200);
    await expect(garbage.json()).rejects.toThrow();
  });
});
