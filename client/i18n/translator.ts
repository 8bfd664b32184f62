import rosetta from "rosetta";
import type { Language } from "../../shared/constants";

export type Dictionary = Record<string, unknown>;

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** A rosetta translator for one language; a missing key renders as nothing rather than the key. */
export function createTranslator(language: Language, dictionary: Dictionary): Translate {
  const i18n = rosetta<Dictionary>({ [language]: dictionary });
  i18n.locale(language);
  return (key, params) => i18n.t(key, params as Record<string, string>) || "";
}
