import type { Translate } from "./translator";
import { pluralRulesOf } from "../../shared/intl-formats";

/** Picks `key.one` or `key.other` for a count, by the language's own plural rules. */
export function plural(t: Translate, language: string, key: string, count: number, params: Record<string, unknown> = {}): string {
  const category = pluralRulesOf(language).select(count) === "one" ? "one" : "other";
  return t(`${key}.${category}`, { count, ...params });
}
