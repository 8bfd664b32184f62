import { isPersonalPage, isUnlistedPage, PERSONAL_PAGE_CACHE_CONTROL } from "./personal-pages";

/** What a 503 (maintenance, configuration service down) asks a client to wait before trying again. */
export const RETRY_AFTER_SECONDS = "60";

/** The headers a rendered page's own answer gets besides React Router's. */
export function withPageHeaders(response: Response, page: { url: URL; maintenance: boolean; local: boolean; brandSource: string }): Response {
  // Internal figures (which cache answered) are for a developer's eyes, not production's.
  if (page.local) response.headers.set("X-Brand-Cache", page.brandSource);
  // A booking's pages hold a shopper's data: no shared cache, no copy kept by the browser.
  if (isPersonalPage(page.url)) response.headers.set("Cache-Control", PERSONAL_PAGE_CACHE_CONTROL);
  if (isUnlistedPage(page.url)) response.headers.set("X-Robots-Tag", "noindex");
  if (page.maintenance) response.headers.set("Retry-After", RETRY_AFTER_SECONDS);
  // Local workerd (wrangler dev, Miniflare in tests) buffers whole documents while compressing
  // them; identity keeps them streaming. Production edges compress and stream, so there the
  // header is left to them.
  if (page.local && response.headers.get("content-type")?.startsWith("text/")) {
    response.headers.set("Content-Encoding", "identity");
  }
  return response;
}
