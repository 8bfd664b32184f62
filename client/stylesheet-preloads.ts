import type { EntryContext } from "react-router";

/**
 * A `Link` header that preloads the stylesheets of the page's routes. The stylesheet is the one
 * thing the first paint waits for, yet in the head it comes after the module preloads React
 * hoists above it, so it queued behind a dozen scripts for a connection. From the header the
 * browser asks for it with the response's first bytes (and an edge that sends 103 Early Hints
 * sends it before the page is rendered at all).
 */
export function stylesheetPreloads(context: EntryContext): string | null {
  const hrefs = new Set<string>();
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  }
  return hrefs.size > 0 ? [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(", ") : null;
}
