import type { BrandConfig } from "../../shared/brand-config/types";
import type { Language } from "../../shared/constants";
import type { StorefrontLoadContext } from "../../shared/load-context";
import { loggableText } from "../../shared/observability/loggable-text";
import { contentHash, type ServiceTexts } from "../../shared/service-texts";

import { forgetTexts, registerTexts, TEXTS_PATH_PREFIX } from "./texts";
import type { Dictionary } from "./translator";
export type { Dictionary };

/**
 * Every namespace file `public/i18n/{namespace}/{lang}.json`, bundled into the worker so the
 * server render never waits on a fetch. The namespace becomes the key's first segment
 * (`maintenance/en.json` → `maintenance.title`). Pages name only the namespaces they use: the
 * root the frame's, each route its own. Loader data carries the address of that selection
 * (`textsFor`, served by routes/texts.ts), never the texts (texts.ts says why).
 *
 * The translation service's texts (the worker fetches them per language: worker/texts) are laid
 * over these: a text the service has wins, one it lacks (or a service that is down) leaves the
 * bundled one standing.
 */
const files = import.meta.glob<Dictionary>("../../public/i18n/*/*.json", { eager: true, import: "default" });

const bundledByLanguage = new Map<string, Dictionary>();
for (const [path, content] of Object.entries(files)) {
  const match = /i18n\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, namespace, language] = match as unknown as [string, string, string];
  const dictionary = bundledByLanguage.get(language) ?? {};
  dictionary[namespace] = content;
  bundledByLanguage.set(language, dictionary);
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
/** A hotel's page: its own texts, the cards' (room, meal plan), a package's flights, the search form's words. */
export const DETAIL_NAMESPACES = ["detail", "results", "flights", "search"] as const;

/** What a loader's texts depend on besides the paths it names (its load context has both). */
type TextsContext = Pick<StorefrontLoadContext, "brand" | "serviceTexts">;

/**
 * A text a brand's configuration names by key (its legal line, its promo banners), the generic
 * text shown when neither the service nor the bundle has that key, and the namespace whose
 * selection carries it (the footer's on every page, the promotions' on the landing).
 */
interface BrandNamedText {
  key: string;
  fallback: string;
  carriedBy: "footer" | "promo";
}

/** Every brand's named texts and their generic fallbacks: a page carries only its own brand's, resolved. */
const BRAND_NAMED_PATHS = ["footer.legal", "footer.legalFallback", "promo"] as const;

const brandTexts = new WeakMap<BrandConfig, { texts: BrandNamedText[]; fingerprint: string }>();

/** The texts a brand's configuration names, worked out once per configuration object. */
function brandTextsOf(brand: BrandConfig): { texts: BrandNamedText[]; fingerprint: string } {
  let found = brandTexts.get(brand);
  if (!found) {
    const texts: BrandNamedText[] = [];
    if (brand.footer.legalText) texts.push({ key: brand.footer.legalText, fallback: "footer.legalFallback", carriedBy: "footer" });
    for (const slot of ["dp", "h", "f"] as const) {
      const banner = brand.promoCampaign[slot];
      if (!banner) continue;
      const fields = { title: banner.titleKey, subtitle: banner.subtitleKey, cta: banner.ctaKey };
      for (const [field, key] of Object.entries(fields)) if (key) texts.push({ key, fallback: `promo.fallback.${slot}.${field}`, carriedBy: "promo" });
    }
    found = { texts, fingerprint: texts.map((text) => text.key).join(",") };
    brandTexts.set(brand, found);
  }
  return found;
}

/** Every language's dictionary with the service's texts laid over it, per service version (a few kept). */
const layered = new Map<string, Dictionary>();
const MAX_LAYERED = 8;

/** The bundled dictionary of `language` with the service's texts over it. */
function dictionaryOf(language: Language, serviceTexts: ServiceTexts | null): Dictionary {
  const bundled = bundledByLanguage.get(language) ?? bundledByLanguage.get("en") ?? {};
  if (!serviceTexts) return bundled;
  const key = `${language}:${serviceTexts.version}`;
  let dictionary = layered.get(key);
  if (!dictionary) {
    dictionary = laidOver(bundled, serviceTexts.namespaces);
    layered.set(key, dictionary);
    if (layered.size > MAX_LAYERED) layered.delete(layered.keys().next().value!);
  }
  return dictionary;
}

/**
 * `over` laid over `base`, neither changed: a text replaces a text (or fills a gap), a group
 * merges into a group. A blank text, or a text where the bundle has a group (or the reverse),
 * leaves the bundled value: the service can add and change words, not break a page's keys.
 */
function laidOver(base: Dictionary, over: Dictionary): Dictionary {
  const result: Dictionary = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = base[key];
    if (typeof value === "string") {
      if (value.trim() && (existing === undefined || typeof existing === "string")) result[key] = value;
    } else if (isBranch(value) && (existing === undefined || isBranch(existing))) {
      result[key] = laidOver(existing ?? {}, value);
    }
  }
  return result;
}

/** Missing brand-named keys already logged by this isolate: once each, not once per page. */
const reportedMissing = new Set<string>();

/**
 * A brand-named text: the service's or the bundle's in the page's language, else the generic
 * text of its place (a promo banner's, the legal line's) in that language, never an empty space
 * and never another language's words. The miss is logged once per isolate and key.
 */
function resolvedText(language: Language, dictionary: Dictionary, text: BrandNamedText): string {
  const own = textAt(dictionary, text.key);
  if (own) return own;
  const report = `${language} ${text.key}`;
  if (!reportedMissing.has(report)) {
    reportedMissing.add(report);
    console.warn(`[texts] missing text "${loggableText(text.key, 120)}" (${language}): in neither the translation service nor the bundled texts; showing "${text.fallback}"`);
  }
  return textAt(dictionary, text.fallback) ?? "";
}

/**
 * The texts of `paths` for a page's brand and language: a path is a namespace (`results`) or a
 * part of one (`results.card`). The brand-named texts are its own only, resolved (resolvedText).
 */
function selectionOf(language: Language, dictionary: Dictionary, paths: readonly string[], named: readonly BrandNamedText[]): Dictionary {
  const selection: Dictionary = {};
  for (const path of paths) copyPath(dictionary, selection, path);
  for (const path of BRAND_NAMED_PATHS) removePath(selection, path);
  for (const text of named) if (paths.includes(text.carriedBy)) setPath(selection, text.key, resolvedText(language, dictionary, text));
  return selection;
}

const isBranch = (value: unknown): value is Dictionary => typeof value === "object" && value !== null;

function valueAt(dictionary: Dictionary, path: string): unknown {
  let node: unknown = dictionary;
  for (const segment of path.split(".")) node = isBranch(node) ? node[segment] : undefined;
  return node;
}

function textAt(dictionary: Dictionary, path: string): string | null {
  const value = valueAt(dictionary, path);
  return typeof value === "string" && value.trim() ? value : null;
}

/** Copies the value at a dotted path from one dictionary into the same place of another. */
function copyPath(from: Dictionary, to: Dictionary, path: string): void {
  const value = valueAt(from, path);
  if (value !== undefined) setPath(to, path, value);
}

/** Sets the value at a dotted path, copying the branches above it (the dictionaries are shared by every selection). */
function setPath(dictionary: Dictionary, path: string, value: unknown): void {
  const segments = path.split(".");
  let target = dictionary;
  for (const segment of segments.slice(0, -1)) {
    const existing = target[segment];
    target = target[segment] = isBranch(existing) ? { ...existing } : {};
  }
  target[segments[segments.length - 1]!] = value;
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

/**
 * Selection → its address and its JSON, built once per isolate for each language, service
 * version, paths and brand; bounded, since every new service version makes new ones.
 */
const addressed = new Map<string, { href: string; body: string }>();
const MAX_ADDRESSED = 512;

/**
 * The address of the texts of `paths` for this page's brand and language (see selectionOf),
 * registered so this isolate's server render reads them without a fetch. `v` is a hash of the
 * content, the service's texts included, so an address always names the same texts and browsers
 * may keep them for good; changed texts (a purge, a refresh) are a new address.
 */
export function textsFor(context: TextsContext, paths: readonly string[]): string {
  return textsSelection(context, paths).href;
}

/** The JSON body of a selection and the address that names it (routes/texts.ts answers with it). */
export function textsSelection(context: TextsContext, paths: readonly string[]): { href: string; body: string } {
  const { language } = context.brand;
  const named = brandTextsOf(context.brand);
  const key = `${language}:${context.serviceTexts?.version ?? ""}:${paths.join(",")}:${named.fingerprint}`;
  let selection = addressed.get(key);
  if (!selection) {
    const texts = selectionOf(language, dictionaryOf(language, context.serviceTexts), paths, named.texts);
    const body = JSON.stringify(texts);
    selection = { href: `${TEXTS_PATH_PREFIX}${language}/${paths.join("+")}.json?v=${contentHash(body)}`, body };
    registerTexts(selection.href, texts);
    addressed.set(key, selection);
    if (addressed.size > MAX_ADDRESSED) {
      // The registry of texts by address goes with it, or every new service version would grow it for good.
      const [oldestKey, oldest] = addressed.entries().next().value!;
      addressed.delete(oldestKey);
      if (![...addressed.values()].some((other) => other.href === oldest.href)) forgetTexts(oldest.href);
    }
  }
  return selection;
}

/** Whether a path names a namespace or a part of one that exists (in English, which has them all). */
export function isTextPath(path: string): boolean {
  return valueAt(bundledByLanguage.get("en") ?? {}, path) !== undefined;
}
