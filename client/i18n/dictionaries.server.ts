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
/** The search form, on the landing page and atop every results page. */
export const SEARCH_FORM_NAMESPACES = ["landing", "search", "results"] as const;

/** Built once per language and set of namespaces per isolate, not per request. */
const selections = new Map<string, Dictionary>();

export function dictionaryFor(language: Language, namespaces: readonly string[]): Dictionary {
  const key = `${language}:${namespaces.join(",")}`;
  let selection = selections.get(key);
  if (!selection) {
    const full = byLanguage.get(language) ?? byLanguage.get("en") ?? {};
    selection = Object.fromEntries(namespaces.filter((namespace) => namespace in full).map((namespace) => [namespace, full[namespace]]));
    selections.set(key, selection);
  }
  return selection;
}
