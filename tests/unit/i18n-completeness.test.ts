import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../shared/constants";

const ROOT = resolve(import.meta.dirname, "../../public/i18n");
const namespaces = readdirSync(ROOT);

function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function read(namespace: string, language: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, namespace, `${language}.json`), "utf8"));
}

describe.each(namespaces)("dictionary namespace %s", (namespace) => {
  test("exists in every language", () => {
    for (const language of LANGUAGES) expect(() => read(namespace, language), `${namespace}/${language}.json`).not.toThrow();
  });

  test("has the same keys in every language, and no empty text", () => {
    const english = keysOf(read(namespace, "en")).sort();
    for (const language of LANGUAGES) {
      const dictionary = read(namespace, language);
      expect(keysOf(dictionary).sort(), `${namespace}/${language}.json`).toEqual(english);
      for (const key of keysOf(dictionary)) {
        const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary);
        expect(typeof text === "string" && text.trim().length > 0, `${namespace}/${language}.json: ${key}`).toBe(true);
      }
    }
  });

  test("placeholders match across languages", () => {
    const placeholders = (language: string) =>
      Object.fromEntries(
        keysOf(read(namespace, language)).map((key) => {
          const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(namespace, language));
          return [key, [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()];
        }),
      );
    const english = placeholders("en");
    for (const language of LANGUAGES) expect(placeholders(language), language).toEqual(english);
  });
});
