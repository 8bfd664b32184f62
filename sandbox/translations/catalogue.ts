import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { SERVICE_EDITS } from "./service-edits";

/** The bundled dictionaries the service's copy starts from (the storefront's own public/i18n). */
const BUNDLE_DIR = resolve(import.meta.dirname, "../../public/i18n");

export const TRANSLATION_LANGUAGES = ["en", "it", "es", "fr"] as const;

type Texts = { [key: string]: unknown };

/**
 * What tests changed: single texts (`language → dotted key → text`) laid over the service's copy,
 * and whole files replaced by anything at all (`namespace/language` → a document, or null for "no
 * such file"), to see what the storefront does with a service that answers nonsense.
 */
const changes = {
  texts: new Map<string, Map<string, string>>(),
  documents: new Map<string, unknown>(),
};

let namespaces: string[] | null = null;
export function serviceNamespaces(): string[] {
  namespaces ??= readdirSync(BUNDLE_DIR).filter((name) => existsSync(resolve(BUNDLE_DIR, name, "en.json"))).sort();
  return namespaces;
}

const bundled = new Map<string, Texts>();
function bundledFile(namespace: string, language: string): Texts {
  const file = `${namespace}/${language}`;
  let texts = bundled.get(file);
  if (!texts) {
    texts = JSON.parse(readFileSync(resolve(BUNDLE_DIR, namespace, `${language}.json`), "utf8")) as Texts;
    bundled.set(file, texts);
  }
  return texts;
}

/**
 * The file the service answers for a namespace and language: the bundled one with the service's
 * edits and the tests' changes over it; undefined when there is no such file (404).
 */
export function serviceDocument(namespace: string, language: string): unknown {
  if (!serviceNamespaces().includes(namespace) || !(TRANSLATION_LANGUAGES as readonly string[]).includes(language)) return undefined;
  const replaced = `${namespace}/${language}`;
  if (changes.documents.has(replaced)) return changes.documents.get(replaced) ?? undefined;
  const document = structuredClone(bundledFile(namespace, language));
  const edits = { ...SERVICE_EDITS[language], ...Object.fromEntries(changes.texts.get(language) ?? []) };
  for (const [key, text] of Object.entries(edits)) {
    const [first, ...rest] = key.split(".");
    if (first === namespace && rest.length > 0) setText(document, rest, text);
  }
  return document;
}

function setText(texts: Texts, path: string[], text: string): void {
  let node = texts;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    node = node[segment] = typeof next === "object" && next !== null ? (next as Texts) : {};
  }
  node[path[path.length - 1]!] = text;
}

/** A test's change to one text (`promo.viaggi.dp.title`), from the next call on. */
export function changeText(language: string, key: string, text: string): void {
  const texts = changes.texts.get(language) ?? new Map<string, string>();
  texts.set(key, text);
  changes.texts.set(language, texts);
}

/** A test's replacement of a whole file: any JSON, or null for "the service has no such file". */
export function replaceDocument(namespace: string, language: string, document: unknown): void {
  changes.documents.set(`${namespace}/${language}`, document);
}

export function changesMade() {
  return {
    texts: Object.fromEntries([...changes.texts].map(([language, texts]) => [language, Object.fromEntries(texts)])),
    documents: [...changes.documents.keys()].sort(),
  };
}

export function forgetChanges(): void {
  changes.texts.clear();
  changes.documents.clear();
}
