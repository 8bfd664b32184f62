import { atom, useAtomValue } from "jotai";
import { useMemo } from "react";
import { useMatches } from "react-router";
import type { Dictionary } from "../i18n/translator";
import { createTranslator, type Translate } from "../i18n/translator";
import { isDevHost } from "../../shared/dev/dev-host";
import { languageAtom } from "./brand";

/** In the browser on a developer's (or a test's) loopback host. */
const reportsMissingTexts = () => typeof window !== "undefined" && isDevHost(window.location.hostname);

/** The frame's namespaces, from the root loader (hydrated once). */
export const dictionaryAtom = atom<Dictionary>({});

/** A route's own namespaces travel in its loader data as `dictionary`. */
export function routeDictionaryOf(loaderData: unknown): Dictionary | null {
  const dictionary = (loaderData as { dictionary?: unknown } | null | undefined)?.dictionary;
  return dictionary && typeof dictionary === "object" ? (dictionary as Dictionary) : null;
}

/**
 * The translator for this page: the frame's dictionary plus the namespaces of the routes shown
 * (each route's loader sends only its own), rebuilt when the language or the routes change.
 */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  const frame = useAtomValue(dictionaryAtom);
  const matches = useMatches();
  return useMemo(() => {
    const merged: Dictionary = { ...frame };
    for (const match of matches) Object.assign(merged, routeDictionaryOf(match.loaderData));
    return createTranslator(language, merged, { reportMissing: reportsMissingTexts() });
  }, [language, frame, matches]);
}
