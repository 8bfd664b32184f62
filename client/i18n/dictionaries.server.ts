import type { Language } from "../../shared/constants";

import type { Dictionary } from "./translator";
export type { Dictionary };

/**
 * Every namespace file `public/i18n/{namespace}/{lang}.json`, bundled into the worker so the
 * server render never waits on a fetch. The namespace becomes the key's first segment
 * (`maintenance/en.json` → `maintenance.title`).
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

/** Namespaces only the developer tools use (never sent to a non-loopback host). */
const DEV_TOOLS_NAMESPACES = ["devtools"];

export function dictionaryFor(language: Language, { withDevTools }: { withDevTools: boolean }): Dictionary {
  const full = byLanguage.get(language) ?? byLanguage.get("en") ?? {};
  if (withDevTools) return full;
  return Object.fromEntries(Object.entries(full).filter(([namespace]) => !DEV_TOOLS_NAMESPACES.includes(namespace)));
}
