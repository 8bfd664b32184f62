import type { Context } from "hono";
import { endTime, setMetric, startTime } from "hono/timing";
import { createRequestHandler } from "react-router";
import type { AppBindings } from "../app-bindings";
import { errorReporterFor, reportRenderErrorsTo, withErrorReporting } from "../observability";
import { brandFailurePage } from "./brand-failure-page";
import { answerFrom, cachedDocument, documentKeyOf, documentOf, nonceSlot, storeDocument } from "./document-cache";
import { pageLoadContextOf } from "./page-load-context";
import { withPageHeaders } from "./page-headers";
import { pageVisitOf, type PageVisit } from "./page-visit";
import { visitorPresence } from "./visitor-presence";

// Wrapped so loader and render errors React Router turns into error pages are reported too.
const loadBuild = () => import("virtual:react-router/server-build").then(withErrorReporting);

/**
 * React Router's handler for the server build. Given the build as a function, React Router
 * derives its routes and static handler again on every request (so the dev server picks up each
 * edit); a built worker's build never changes, so it is handed over once and derived once.
 */
let builtHandler: Promise<ReturnType<typeof createRequestHandler>> | null = null;
function requestHandler(request: Request, loadContext: Parameters<ReturnType<typeof createRequestHandler>>[1]): Promise<Response> {
  if (import.meta.env.DEV) return createRequestHandler(loadBuild, import.meta.env.MODE)(request, loadContext);
  builtHandler ??= loadBuild()
    .then((build) => createRequestHandler(build, import.meta.env.MODE))
    .catch((error: unknown) => {
      builtHandler = null; // the next request tries again
      throw error;
    });
  return builtHandler.then((handle) => handle(request, loadContext));
}

/**
 * The start sequence of SPEC §1/§4 as one response: brand configuration (nothing renders without
 * it), then flags (streamed behind the loading screen when slow), then the app. The landing is
 * the same document for everyone of a brand, consent and flags: rendered once and reused
 * (document-cache.ts); every other page is rendered for its request and streamed.
 */
export async function renderPage(c: Context<AppBindings>): Promise<Response> {
  const { domain, brand: lookup } = c.get("start");
  if (lookup.kind !== "found") return brandFailurePage(c, domain, lookup);
  const visit = await pageVisitOf(c, lookup.brand, lookup.source);

  const documentKey = sharedDocumentKeyOf(c, visit);
  if (documentKey) return sharedDocument(c, visit, documentKey);

  const visitor = visitorPresence(c.req.raw);
  const response = await render(c, visit, { nonce: visit.nonce, signal: visitor.signal });
  return visitor.watch(withPageHeaders(response, visit));
}

/** React Router's render of the page, its errors reported to this request's reporter. */
async function render(c: Context<AppBindings>, visit: PageVisit, options: { nonce: string; signal: AbortSignal }): Promise<Response> {
  const loadContext = pageLoadContextOf(c, visit, options);
  reportRenderErrorsTo(loadContext, () => errorReporterFor(c));
  startTime(c, "render", "server render (shell)");
  const response = await requestHandler(c.req.raw, loadContext);
  endTime(c, "render");
  return response;
}

/** The key of the document shared by every visitor alike, or null when this request's is its own. */
function sharedDocumentKeyOf(c: Context<AppBindings>, visit: PageVisit): string | null {
  const flags = visit.flags;
  // A document rendered while the flags were pending, or in maintenance, is rendered afresh.
  if (c.req.method !== "GET" || flags instanceof Promise || visit.maintenance) return null;
  return documentKeyOf({
    url: visit.url,
    hostname: visit.hostname,
    crawler: visit.crawler,
    // Any auth or member cookie, valid or not, keeps a request away from the shared document.
    personal: visit.session.personal,
    brand: visit.brand,
    // New texts from the service (after a purge, say) are a new document.
    state: [flags, visit.consent, visit.serviceTexts?.version ?? null],
    now: Date.now(),
  });
}

/**
 * The shared document with this request's nonce: reused, or rendered (with a placeholder nonce)
 * and kept. It is answered whole, not streamed, so local workerd may compress it like a
 * production edge does (identity is for streamed documents only).
 */
async function sharedDocument(c: Context<AppBindings>, visit: PageVisit, key: string): Promise<Response> {
  const internal = (cache: "hit" | "miss"): Record<string, string> => (visit.local ? { "X-Brand-Cache": visit.brandSource, "X-Document-Cache": cache } : {});
  const cached = cachedDocument(key, Date.now());
  if (cached) {
    setMetric(c, "render", 0, "server render (document reused)");
    return answerFrom(cached, visit.nonce, internal("hit"));
  }
  // The landing has nothing deferred once flags are known: its whole body is the shell.
  const response = await render(c, visit, { nonce: nonceSlot(), signal: visitorPresence(c.req.raw).signal });
  const document = documentOf(await response.text(), response.status, response.headers);
  if (response.status === 200) storeDocument(key, document, Date.now());
  return answerFrom(document, visit.nonce, internal("miss"));
}
