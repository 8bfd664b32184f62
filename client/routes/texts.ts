import { isTextPath, textsSelection } from "../i18n/dictionaries.server";
import type { Route } from "./+types/texts";

/** More than any page names; anything longer is not an address a page of ours wrote. */
const MAX_PATHS = 16;
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * `/texts/{language}/{path+path…}.json?v={hash}`: a text selection a page's loader data names
 * (i18n/texts.ts). Only this brand's language and texts: its own legal line and banners, never
 * another brand's. An address whose hash still names the content is kept by browsers and shared
 * caches for good; an older one (a page from before a deploy, or from before the translation
 * service's texts changed) gets today's texts, not cached.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const language = context.brand.language;
  const paths = params.selection.endsWith(".json") ? params.selection.slice(0, -".json".length).split("+") : [];
  const valid = params.language === language && paths.length > 0 && paths.length <= MAX_PATHS && new Set(paths).size === paths.length && paths.every(isTextPath);
  if (!valid) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  const selection = textsSelection(context, paths);
  const current = new URL(request.url).search === new URL(selection.href, request.url).search;
  return new Response(selection.body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": current ? IMMUTABLE : "no-cache" },
  });
}
