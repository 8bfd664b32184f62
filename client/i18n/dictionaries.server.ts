import type { Language } from "../../shared/constants";

import type { Dictionary } from "./translator";
export type { Dictionary };

/**
 * Every namespace file `public/i18n/{namespace}/{lang}.json`, bundled into the worker so the
 * server render never waits on a fetch. The namespace becomes the key's first segment
 * (`maintenance/en.json` → `maintenance.title`).
 */
const files = import.meta.glob<Dictionary>("../../public/i18n/*/*.json", { eager: true, import: "default" });

/** Namespaces only the developer tools use (never sent to a non-loopback host). */
const DEV_TOOLS_NAMESPACES = ["devtools"];

/** Both variants per language, built once when the worker starts rather than per request. */
const withDevTools = new Map<string, Dictionary>();
for (const [path, content] of Object.entries(files)) {
  const match = /i18n\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, namespace, language] = match as unknown as [string, string, string];
  const dictionary = withDevTools.get(language) ?? {};
  dictionary[namespace] = content;
  withDevTools.set(language, dictionary);
}
const withoutDevTools = new Map(
  [...withDevTools].map(([language, full]) => [
    language,
    Object.fromEntries(Object.entries(full).filter(([namespace]) => !DEV_TOOLS_NAMESPACES.includes(namespace))),
  ]),
);

export function dictionaryFor(language: Language, options: { withDevTools: boolean }): Dictionary {
  const variants = options.withDevTools ? withDevTools : withoutDevTools;
  return variants.get(language) ?? variants.get("en") ?? {};
}
