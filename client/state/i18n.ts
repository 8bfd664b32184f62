import { atom, useAtomValue } from "jotai";
import type { Dictionary } from "../i18n/translator";
import { createTranslator, type Translate } from "../i18n/translator";
import { languageAtom } from "./brand";

export const dictionaryAtom = atom<Dictionary>({});

/** Derived: a translator rebuilt only when the language or dictionary changes. */
export const translateAtom = atom<Translate>((get) => createTranslator(get(languageAtom), get(dictionaryAtom)));

export function useT(): Translate {
  return useAtomValue(translateAtom);
}
