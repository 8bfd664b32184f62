import type { RootData } from "../root";
import { routeDictionaryOf } from "../state/i18n";
import { createTranslator } from "./translator";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** A route's document title, "Screen · Brand page title", translated from the root's dictionary. */
export function pageTitle(matches: readonly (MatchWithData | undefined)[], key: string, params?: Record<string, unknown>) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [{ title: "" }];
  const dictionary = Object.assign({}, root.dictionary, ...matches.map((match) => routeDictionaryOf(match?.loaderData)));
  const t = createTranslator(root.brand.language, dictionary);
  const screen = t(key, params);
  return [{ title: screen ? `${screen} · ${root.brand.brand.pageTitle}` : root.brand.brand.pageTitle }];
}
