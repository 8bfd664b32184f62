import { useAtomValue } from "jotai";
import { use } from "react";
import { useMatches } from "react-router";
import { loadTexts, textsAt, textsHrefOf } from "../i18n/texts";
import type { Dictionary } from "../i18n/translator";
import { createTranslator, type Translate } from "../i18n/translator";
import { isDevHost } from "../../shared/dev/dev-host";
import { languageAtom } from "./brand";

/** In the browser on a developer's (or a test's) loopback host. */
const reportsMissingTexts = () => typeof window !== "undefined" && isDevHost(window.location.hostname);

/** The addresses of the texts of the routes shown, the root's (the frame's) first. */
export function textsHrefsOf(matches: readonly ({ loaderData?: unknown } | undefined)[]): string[] {
  return matches.map((match) => textsHrefOf(match?.loaderData)).filter((href): href is string => href !== null);
}

/**
 * Translators by language and text addresses: an address names fixed content, so one translator
 * serves every component (twenty cards each asking for one cost twenty rosetta instances a render).
 */
const translators = new Map<string, Translate>();

/**
 * The translator for this page: the frame's texts plus those of the routes shown (each route's
 * loader names only its own), rebuilt when the language or the routes' texts change. Texts not at
 * hand yet (a client navigation's new route) are loaded first: the render waits for them.
 */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  const hrefs = textsHrefsOf(useMatches());
  const texts: Dictionary[] = hrefs.map((href) => textsAt(href) ?? use(loadTexts(href)));
  const key = `${language} ${hrefs.join(" ")}`;
  let translate = translators.get(key);
  if (!translate) {
    translate = createTranslator(language, Object.assign({}, ...texts), { reportMissing: reportsMissingTexts() });
    translators.set(key, translate);
  }
  return translate;
}
