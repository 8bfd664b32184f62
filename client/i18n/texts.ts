import type { Dictionary } from "./translator";

/**
 * A page's texts travel by reference: loader data carries the address of a text selection
 * (`/texts/it/results+search.json?v=…`), not the texts themselves. The document stays small and
 * free of strings it shows anyway, and the browser keeps each selection in its HTTP cache across
 * pages and visits (the address names its content's hash, so it never changes under a page).
 *
 * The same registry serves both sides: in the worker a loader registers the selection it names
 * (`textsFor` in dictionaries.server.ts) before anything renders; in the browser the entry loads
 * every selection the document names before hydrating, and a client navigation's new selection is
 * loaded when first asked for (the render waits for it: navigations are transitions, so the old
 * page stays meanwhile).
 * Either way an address names one content only, so a map from address to texts is safe to share.
 */
const loaded = new Map<string, Dictionary>();
const loading = new Map<string, Promise<Dictionary>>();

export const TEXTS_PATH_PREFIX = "/texts/";

/** The address a loader's data names (`texts`), or null for data without one. */
export function textsHrefOf(loaderData: unknown): string | null {
  const href = (loaderData as { texts?: unknown } | null | undefined)?.texts;
  return typeof href === "string" && href.startsWith(TEXTS_PATH_PREFIX) ? href : null;
}

/** Texts already at hand for an address (registered by the worker, or loaded by the browser). */
export function textsAt(href: string): Dictionary | undefined {
  return loaded.get(href);
}

export function registerTexts(href: string, texts: Dictionary): void {
  loaded.set(href, texts);
}

/** The worker lets go of a selection it no longer names (dictionaries.server.ts keeps them bounded). */
export function forgetTexts(href: string): void {
  loaded.delete(href);
}

/**
 * The texts at an address, fetched once (a failed fetch is tried again on the next call). The
 * document preloads its own (`<link rel=preload as=fetch>`), so at hydration this is a cache hit.
 */
export function loadTexts(href: string): Promise<Dictionary> {
  const known = loaded.get(href);
  if (known) return Promise.resolve(known);
  let pending = loading.get(href);
  if (!pending) {
    pending = fetchTexts(href).then(
      (texts) => (loaded.set(href, texts), loading.delete(href), texts),
      (error: unknown) => {
        loading.delete(href);
        throw error;
      },
    );
    loading.set(href, pending);
  }
  return pending;
}

async function fetchTexts(href: string): Promise<Dictionary> {
  // One quick second try: a phone changing networks should not cost the page its words.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(href, { credentials: "same-origin", headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`texts ${href}: HTTP ${response.status}`);
      return (await response.json()) as Dictionary;
    } catch (error) {
      if (attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
