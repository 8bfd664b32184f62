import type { BrandConfig } from "../../shared/brand-config/types";
import type { Language } from "../../shared/constants";

import { registerTexts, TEXTS_PATH_PREFIX } from "./texts";
import type { Dictionary } from "./translator";
export type { Dictionary };

/**
 * Every namespace file `public/i18n/{namespace}/{lang}.json`, bundled into the worker so the
 * server render never waits on a fetch. The namespace becomes the key's first segment
 * (`maintenance/en.json` → `maintenance.title`). Pages name only the namespaces they use: the
 * root the frame's, each route its own. Loader data carries the address of that selection
 * (`textsFor`, served by routes/texts.ts), never the texts (texts.ts says why).
 */
const files = import.meta.glob<Dictionary>("../../public/i18n/*/*.json", { eager: true, import: "default" });

const byLanguage = new Map<string, Dictionary>();
for (const [path, content] of Object.entries(files)) {
  const match = /i18n\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, namespace, language] = match as unknown as [string, string, string];
  const dictionary = byLanguage.get(language) ?? {};
  dictionary[namespace] = content;
  byLanguage.set(language, dictionary);
}

/** What every page needs: header, footer, consent, loading and maintenance, errors, titles. */
export const FRAME_NAMESPACES = ["common", "consent", "footer", "loading", "maintenance", "products", "screens", "exception"] as const;
/** Only the developer tools use these (loopback hosts; never sent to another host). */
export const DEV_TOOLS_NAMESPACES = ["devtools"] as const;
/**
 * The search form, on the landing page and atop every results page: its own texts, not the
 * landing page's, and the texts it shares with the results (party, nights, meal plans).
 */
export const SEARCH_FORM_NAMESPACES = ["landing.search", "search", "results.card", "results.mealPlans"] as const;
/** Every results page: the search form, the results' texts and, for a search still incomplete, the destinations to start from. */
export const RESULTS_NAMESPACES = [...SEARCH_FORM_NAMESPACES, "results", "landing.destinations"] as const;

/**
 * Texts a brand configuration names by key (its legal line, its promo banners). Every brand's
 * are bundled; a page carries only the keys its own brand names, never another brand's.
 */
const BRAND_NAMED_TEXTS = ["footer.legal", "promo"] as const;

/** The dictionary keys a brand's configuration names. */
export function brandTextKeys(brand: BrandConfig): string[] {
  const banners = Object.values(brand.promoCampaign).flatMap((banner) => (banner ? [banner.titleKey, banner.subtitleKey, banner.ctaKey] : []));
  return [brand.footer.legalText, ...banners].filter((key): key is string => Boolean(key));
}

/**
 * The texts of `paths` in `language`: a path is a namespace (`results`) or a part of one
 * (`results.card`). Brand-named texts among them are kept for `brandKeys` only. Built once per
 * selection and isolate (textsSelection keeps them), not per request.
 */
function dictionaryFor(language: Language, paths: readonly string[], brandKeys: readonly string[]): Dictionary {
  const full = byLanguage.get(language) ?? byLanguage.get("en") ?? {};
  const selection: Dictionary = {};
  for (const path of paths) copyPath(full, selection, path);
  for (const named of BRAND_NAMED_TEXTS) removePath(selection, named);
  for (const brandKey of brandKeys) if (paths.some((path) => brandKey === path || brandKey.startsWith(`${path}.`))) copyPath(full, selection, brandKey);
  return selection;
}

const isBranch = (value: unknown): value is Dictionary => typeof value === "object" && value !== null;

/** Copies the value at a dotted path from one dictionary into the same place of another. */
function copyPath(from: Dictionary, to: Dictionary, path: string): void {
  const segments = path.split(".");
  let source: unknown = from;
  for (const segment of segments) source = isBranch(source) ? source[segment] : undefined;
  if (source === undefined) return;
  let target = to;
  for (const segment of segments.slice(0, -1)) {
    const existing = target[segment];
    // Copy on write: the bundled dictionaries are shared by every selection.
    target = target[segment] = isBranch(existing) ? { ...existing } : {};
  }
  target[segments[segments.length - 1]!] = source;
}

/** Removes the value at a dotted path, copying the branches above it rather than changing them. */
function removePath(dictionary: Dictionary, path: string): void {
  const segments = path.split(".");
  let target = dictionary;
  for (const segment of segments.slice(0, -1)) {
    const existing = target[segment];
    if (!isBranch(existing)) return;
    target = target[segment] = { ...existing };
  }
  delete target[segments[segments.length - 1]!];
}

/** Language + paths + brand → its address and its JSON, built once per isolate. */
const addressed = new Map<string, { href: string; body: string }>();

/**
 * The address of the texts of `paths` in `language` for a brand (see dictionaryFor), registered
 * so this isolate's server render reads them without a fetch. `v` is a hash of the content, so
 * an address always names the same texts and browsers may keep them for good.
 */
export function textsFor(language: Language, paths: readonly string[], brandKeys: readonly string[] = []): string {
  return textsSelection(language, paths, brandKeys).href;
}

/** The JSON body of a selection and the address that names it (routes/texts.ts answers with it). */
export function textsSelection(language: Language, paths: readonly string[], brandKeys: readonly string[] = []): { href: string; body: string } {
  const key = `${language}:${paths.join(",")}:${brandKeys.join(",")}`;
  let selection = addressed.get(key);
  if (!selection) {
    const texts = dictionaryFor(language, paths, brandKeys);
    const body = JSON.stringify(texts);
    selection = { href: `${TEXTS_PATH_PREFIX}${language}/${paths.join("+")}.json?v=${contentHash(body)}`, body };
    registerTexts(selection.href, texts);
    addressed.set(key, selection);
  }
  return selection;
}

/** Whether a path names a namespace or a part of one that exists (in English, which has them all). */
export function isTextPath(path: string): boolean {
  let node: unknown = byLanguage.get("en");
  for (const segment of path.split(".")) node = isBranch(node) ? node[segment] : undefined;
  return node !== undefined;
}

/** FNV-1a, 32 bits, base 36: a short name for a text selection's content (not a security hash). */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
