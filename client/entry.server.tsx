import { renderToReadableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import type {} from "../shared/load-context";
import { SEARCH_BUDGET_MS } from "../shared/search/search-budget";
import { stylesheetPreloads } from "./stylesheet-preloads";

/**
 * Deferred data (streamed flags, results, prices) may take this long before React Router rejects
 * it. A slow search is waited for, in this same response, until the search budget (60 s, SPEC §9)
 * has passed and its loader has settled on "took too long": the stream outlives that by a margin,
 * so it is never the stream that gives up first (docs/slow-searches.md).
 */
export const streamTimeout = SEARCH_BUDGET_MS + 5_000;
/** …and the whole render is abandoned a little after that, so a stuck stream cannot hang. */
const RENDER_TIMEOUT_MS = streamTimeout + 2_000;

/**
 * Content React has finished by the time it writes goes out where it stands, whatever its size.
 * By default React moves a finished Suspense boundary past the first 12.8 KB of a response to the
 * end of the flush and reveals it with an inline script (its reveals are throttled, so such a part
 * can show later than the rest): the landing's sections under the hero, hydrated lazily in the
 * browser, sit in such a boundary. Boundaries still waiting (results, prices, late flags) stream
 * as before.
 */
const WRITE_FINISHED_BOUNDARIES_IN_PLACE = Number.POSITIVE_INFINITY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error("render timed out")), RENDER_TIMEOUT_MS);
  request.signal.addEventListener("abort", () => abort.abort(request.signal.reason));

  // Maintenance known before the first byte gets an honest 503 on every route, whatever the
  // route itself would have answered (the worker adds Retry-After).
  let status = loadContext.maintenance ? 503 : responseStatusCode;
  let shellSent = false;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
    {
      nonce: loadContext.nonce,
      signal: abort.signal,
      progressiveChunkSize: WRITE_FINISHED_BOUNDARIES_IN_PLACE,
      onError(error: unknown) {
        // Before the shell the status can still change; after it the error boundary takes over
        // in the browser and the stream carries on.
        if (!shellSent) status = 500;
        console.error("render error", error);
      },
    },
  );
  shellSent = true;
  body.allReady.finally(() => clearTimeout(timer));

  // Crawlers get the whole document; people get the shell first. The worker asked isbot once
  // for this request (worker/ssr/page-visit.ts) and says so in the load context.
  if (loadContext.crawler || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const stylesheets = stylesheetPreloads(routerContext);
  if (stylesheets) responseHeaders.append("Link", stylesheets);
  return new Response(body, { headers: responseHeaders, status });
}
