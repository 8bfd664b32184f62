import { useAtomValue } from "jotai";
import { use, useMemo } from "react";
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
 * The translator for this page: the frame's texts plus those of the routes shown (each route's
 * loader names only its own), rebuilt when the language or the routes' texts change. Texts not at
 * hand yet (a client navigation's new route) are loaded first: the render waits for them.
 */
export function useT(): Translate {
  const language = useAtomValue(languageAtom);
  const hrefs = textsHrefsOf(useMatches());
  const texts: Dictionary[] = hrefs.map((href) => textsAt(href) ?? use(loadTexts(href)));
  const key = hrefs.join(" ");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the addresses name the texts' content
  return useMemo(() => createTranslator(language, Object.assign({}, ...texts), { reportMissing: reportsMissingTexts() }), [language, key]);
}
