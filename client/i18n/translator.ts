import rosetta from "rosetta";
import type { Language } from "../../shared/constants";

export type Dictionary = Record<string, unknown>;

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A rosetta translator for one language; a missing key renders as nothing rather than the key.
 * With `reportMissing` (developers' hosts) a missing key is a console error, so a page whose
 * route forgot a namespace fails its browser tests instead of showing blanks.
 */
export function createTranslator(language: Language, dictionary: Dictionary, options: { reportMissing?: boolean } = {}): Translate {
  const i18n = rosetta<Dictionary>({ [language]: dictionary });
  i18n.locale(language);
  // Texts without parameters, once looked up: a page asks for the same few dozen keys hundreds of
  // times (every card's labels), and each lookup splits its key and walks the tree. Bounded by the
  // dictionary's keys.
  const plain = new Map<string, string>();
  return (key, params) => {
    const known = params === undefined ? plain.get(key) : undefined;
    if (known !== undefined) return known;
    const text = i18n.t(key, params as Record<string, string>);
    if (!text && options.reportMissing) console.error(`[i18n] missing text: ${key} (${language})`);
    if (params === undefined && text) plain.set(key, text);
    return text || "";
  };
}
