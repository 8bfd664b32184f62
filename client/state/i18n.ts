import { useAtomValue } from "jotai";
import { createContext, use, useContext } from "react";
import { useMatches } from "react-router";
import { loadTexts, textsAt, textsHrefOf } from "../i18n/texts";
import { createTranslator, type Translate } from "../i18n/translator";
import { isDevHost } from "../../shared/dev/dev-host";
import type { Language } from "../../shared/constants";
import { languageAtom } from "./brand";

/** In the browser on a developer's (or a test's) loopback host. */
const reportsMissingTexts = () => typeof window !== "undefined" && isDevHost(window.location.hostname);

/** The addresses of the texts of the routes shown, the root's (the frame's) first. */
export function textsHrefsOf(matches: readonly ({ loaderData?: unknown } | undefined)[]): string[] {
  return matches.map((match) => textsHrefOf(match?.loaderData)).filter((href): href is string => href !== null);
}

/**
 * Translators by language and text addresses: an address names fixed content, so one translator
 * serves every component and every title of a page (twenty cards each building one cost twenty
 * rosetta instances a render). Kept only once all of its texts are at hand.
 */
const translators = new Map<string, Translate>();

/** The translator for the texts at `hrefs` (those not at hand yet count as empty). */
export function translatorFor(language: Language, hrefs: readonly string[], options: { reportMissing?: boolean } = {}): Translate {
  const key = `${language} ${options.reportMissing ? "report" : "quiet"} ${hrefs.join(" ")}`;
  const cached = translators.get(key);
  if (cached) return cached;
  const texts = hrefs.map(textsAt);
  const translate = createTranslator(language, Object.assign({}, ...texts), options);
  if (texts.every((dictionary) => dictionary !== undefined)) translators.set(key, translate);
  return translate;
}

/**
 * The translator for this page: the frame's texts plus those of the routes shown (each route's
 * loader names only its own). Texts not at hand yet (a client navigation's new route) are loaded
 * first: the render waits for them. Worked out once per page render by PageTranslatorProvider.
 */
export function usePageTranslator(): Translate {
  const language = useAtomValue(languageAtom);
  const hrefs = textsHrefsOf(useMatches());
  for (const href of hrefs) if (!textsAt(href)) use(loadTexts(href));
  return translatorFor(language, hrefs, { reportMissing: reportsMissingTexts() });
}

export const PageTranslatorContext = createContext<Translate | null>(null);

/**
 * The page's translator, for any component under PageTranslatorProvider. A results page has a
 * few hundred components that translate; each reading the language and the route matches for
 * itself took about 4 % of the results page's server render (a profile of /H).
 */
export function useT(): Translate {
  const translate = useContext(PageTranslatorContext);
  if (!translate) throw new Error("useT: no PageTranslatorProvider above this component (client/state/PageTranslatorProvider.tsx)");
  return translate;
}
