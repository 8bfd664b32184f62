import * as v from "valibot";

/**
 * Texts from the translation service (SPEC §7: JSON files at `{prefix}/{namespace}/{language}.json`),
 * laid over the bundled dictionaries of `public/i18n`. The worker fetches them per language, one
 * file per namespace, and hands them to the server render; pages never see the service itself.
 */

/**
 * The namespaces the storefront reads, one folder each under `public/i18n` (the unit test
 * tests/unit/service-texts.test.ts keeps this list and the folders the same).
 */
export const TEXT_NAMESPACES = [
  "checkout",
  "common",
  "consent",
  "deals",
  "detail",
  "devtools",
  "exception",
  "expiredSession",
  "flights",
  "footer",
  "landing",
  "loading",
  "maintenance",
  "notFound",
  "products",
  "promo",
  "results",
  "saved",
  "screens",
  "search",
] as const;

export type TextDictionary = { [key: string]: string | TextDictionary };

/** A namespace file as the service must send it: texts, or groups of texts, and nothing else. */
const TextDictionarySchema: v.GenericSchema<unknown, TextDictionary> = v.pipe(
  v.custom<object>((input) => typeof input === "object" && input !== null && !Array.isArray(input), "a group of texts (an object, not a list)"),
  v.record(v.string(), v.union([v.string(), v.lazy(() => TextDictionarySchema)])),
);

/** The texts of a namespace file, or why it is not one. */
export function textDictionaryFrom(document: unknown): { ok: true; texts: TextDictionary } | { ok: false; issue: string } {
  const parsed = v.safeParse(TextDictionarySchema, document);
  if (parsed.success) return { ok: true, texts: parsed.output };
  const issue = parsed.issues[0];
  const path = issue.path?.map((item) => String(item.key)).join(".");
  return { ok: false, issue: path ? `${path}: ${issue.message}` : issue.message };
}

/** One language's texts from the service: the namespaces it has, and a short name of their content. */
export interface ServiceTexts {
  /** Changes whenever any text does (a hash of the content), so every cache keyed on it follows. */
  version: string;
  namespaces: Record<string, TextDictionary>;
}

/** FNV-1a, 32 bits, base 36: a short name for a text content (not a security hash). */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
