import type { BrandConfig } from "../../shared/brand-config/types";
import type { Language } from "../../shared/constants";

import type { Dictionary } from "./translator";
export type { Dictionary };

/**
 * Every namespace file `public/i18n/{namespace}/{lang}.json`, bundled into the worker so the
 * server render never waits on a fetch. The namespace becomes the key's first segment
 * (`maintenance/en.json` → `maintenance.title`). Pages receive only the namespaces they use:
 * the root the frame's, each route its own (loader data), merged by useT.
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

/** Built once per language, selection and brand per isolate, not per request. */
const selections = new Map<string, Dictionary>();

/**
 * The texts of `paths` in `language`: a path is a namespace (`results`) or a part of one
 * (`results.card`). Brand-named texts among them are kept for `brandKeys` only.
 */
export function dictionaryFor(language: Language, paths: readonly string[], brandKeys: readonly string[] = []): Dictionary {
  const key = `${language}:${paths.join(",")}:${brandKeys.join(",")}`;
  let selection = selections.get(key);
  if (!selection) {
    const full = byLanguage.get(language) ?? byLanguage.get("en") ?? {};
    selection = {};
    for (const path of paths) copyPath(full, selection, path);
    for (const named of BRAND_NAMED_TEXTS) removePath(selection, named);
    for (const brandKey of brandKeys) if (paths.some((path) => brandKey === path || brandKey.startsWith(`${path}.`))) copyPath(full, selection, brandKey);
    selections.set(key, selection);
  }
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
