import type { Context } from "hono";
import { endTime, setMetric, startTime } from "hono/timing";
import { isbot } from "isbot";
import { createRequestHandler, type AppLoadContext } from "react-router";
import { consentFromCookies } from "../../shared/consent";
import { isMaintenanceOn, type FlagState } from "../../shared/flags";
import type {} from "../../shared/load-context";
import { loggableText } from "../../shared/observability/loggable-text";
import { appErrorEventName, INITIAL_STATE_ERROR_EVENT } from "../../shared/tracking/event";
import { INVALID_ANSWER_EVENT, invalidAnswerProperties, loaderTransport, reportingInvalidAnswers, searchSharingMsOf } from "../backend";
import { sessionOf } from "../auth/session";
import { cookiesOf } from "../http/request-cookies";
import { cartAccessFor } from "../cart-access";
import { datePriceStoreFor, datePricesLifetimeOf, dateStripOn } from "../date-prices";
import { isLocalEnvironment } from "../../shared/environment";
import { searchBudgetMsOf } from "../../shared/search/search-budget";
import { isPersonalPage, isUnlistedPage, PERSONAL_PAGE_CACHE_CONTROL } from "./personal-pages";
import type { AppBindings } from "../env";
import { errorReporterFor, reportRenderErrorsTo, withErrorReporting } from "../observability";
import { eventSiteOf, serverEvent, trackFromWorker } from "../tracking";
import { blankDocument, missingBrandDocument } from "./bare-documents";
import { answerFrom, cachedDocument, documentKeyOf, documentOf, nonceSlot, storeDocument } from "./document-cache";
import { settleWithin } from "./settle-within";
import { visitorPresence } from "./visitor-presence";

const requestHandler = createRequestHandler(
  // Wrapped so loader and render errors React Router turns into error pages are reported too.
  () => import("virtual:react-router/server-build").then(withErrorReporting),
  import.meta.env.MODE,
);

/** How long the shell waits for flags before streaming the loading screen instead. */
const FLAGS_HEAD_START_MS = 150;
/**
 * Crawlers get the whole document at once anyway (entry.server waits for allReady), so they wait
 * for the flags before the headers too: a site in maintenance then answers them 503, not 200.
 */
const CRAWLER_FLAGS_WAIT_MS = 10_000;
const RETRY_AFTER_SECONDS = "60";

/**
 * The start sequence of SPEC §1/§4 as one response: brand configuration (nothing renders without
 * it), then flags (streamed behind the loading screen when slow), then the app.
 */
export async function renderPage(c: Context<AppBindings>): Promise<Response> {
  const { env } = c;
  const ctx = c.executionCtx;
  const { hostname, domain, brand: lookup, flags: flagsPromise, texts: textsPromise } = c.get("start");

  if (lookup.kind === "missing") {
    trackFromWorker(env, ctx, serverEvent(env, eventSiteOf(domain, null), appErrorEventName("brand-config"), "warning"));
    return c.html(missingBrandDocument(), 404);
  }
  if (lookup.kind === "failed") {
    console.error(`start sequence failed for ${domain}: ${loggableText(lookup.message)}`);
    trackFromWorker(env, ctx, serverEvent(env, eventSiteOf(domain, null), INITIAL_STATE_ERROR_EVENT, "error", { message: lookup.message }));
    return c.html(blankDocument(), 503, { "Retry-After": RETRY_AFTER_SECONDS });
  }

  const cookies = cookiesOf(c.req.raw);
  // Who is asking, read once: the token, and the member only when signed over that very token.
  const session = await sessionOf(env, c.req.raw, domain);
  const signedIn = session.token !== undefined;
  startTime(c, "flags", "feature flags");
  const crawler = isbot(c.req.header("user-agent") ?? "");
  // The start sequence starts the flags whenever it found the brand, as it did here.
  const headStart = await settleWithin(flagsPromise!, crawler ? CRAWLER_FLAGS_WAIT_MS : FLAGS_HEAD_START_MS);
  // Streamed flags arrive after the headers are gone: the metric then measures the head start.
  endTime(c, "flags");
  const flags: FlagState | Promise<FlagState> = headStart.settled ? headStart.value : headStart.pending;
  const maintenance = headStart.settled && isMaintenanceOn(headStart.value);
  // Started beside the flags; from KV or this isolate's memo except on a cold miss.
  startTime(c, "texts", "translation service texts");
  const serviceTexts = (await textsPromise) ?? null;
  endTime(c, "texts");

  const nonce = c.get("secureHeadersNonce") ?? "";
  const consent = consentFromCookies(cookies.decodedRecord());
  // The landing is the same document for everyone of a brand, consent and flags: reused (nonce swapped).
  const documentKey =
    c.req.method === "GET" && headStart.settled && !maintenance
      ? documentKeyOf({
          url: new URL(c.req.url),
          hostname,
          crawler,
          // Any auth or member cookie, valid or not, keeps a request away from the shared document.
          personal: session.personal,
          brand: lookup.brand,
          // New texts from the service (after a purge, say) are a new document.
          state: [headStart.value, consent, serviceTexts?.version ?? null],
          now: Date.now(),
        })
      : null;
  // A reused (or about to be reused) document is answered whole, not streamed, so local workerd
  // may compress it like a production edge does (identity below is for streamed documents only).
  // Internal figures (which cache answered) are for a developer's eyes, not production's.
  const local = isLocalEnvironment(env.ENVIRONMENT);
  const baseHeaders: Record<string, string> = local ? { "X-Brand-Cache": lookup.source } : {};
  if (documentKey) {
    const cached = cachedDocument(documentKey, Date.now());
    if (cached) {
      setMetric(c, "render", 0, "server render (document reused)");
      return answerFrom(cached, nonce, { ...baseHeaders, ...(local ? { "X-Document-Cache": "hit" } : {}) });
    }
  }

  const visitor = visitorPresence(c.req.raw);
  const member = session.member;
  const loadContext: AppLoadContext = {
    nonce: documentKey ? nonceSlot() : nonce,
    crawler,
    domain,
    hostname,
    brand: lookup.brand,
    flags,
    serviceTexts,
    // An answer a page cannot read is that page's error state, tracked once per call here.
    backend: reportingInvalidAnswers(loaderTransport(env.API_BASE_URL, c.req.raw, { signal: visitor.signal, searchSharingMs: searchSharingMsOf(env) }), (error) =>
      trackFromWorker(env, ctx, serverEvent(env, eventSiteOf(domain, lookup.brand), INVALID_ANSWER_EVENT, "error", invalidAnswerProperties(error))),
    ),
    cartAccess: cartAccessFor(env, c.req.raw, domain),
    signedIn: member !== null,
    memberId: member?.id ?? null,
    memberName: member?.name ?? null,
    signInAvailable: lookup.brand.brand.hasSSO && Boolean(env.SSO_LOGIN_URL),
    appVersion: env.APP_VERSION,
    environment: env.ENVIRONMENT ?? "production",
    sentryDsn: env.SENTRY_DSN ?? null,
    maintenance,
    consent,
    thirdPartyScripts: { cookieManager: env.COOKIE_MANAGER_SCRIPT_URL || null, analyticsTag: env.ANALYTICS_TAG_URL || null },
    mapTileUrl: env.MAP_TILE_URL || null,
    searchBudgetMs: searchBudgetMsOf(env.SEARCH_BUDGET_MS, crawler),
    datePrices: crawler || !dateStripOn(env) ? null : datePriceStoreFor({ signedIn, memberId: member?.id ?? null, domain }, datePricesLifetimeOf(env)),
    waitUntil: (promise) => ctx.waitUntil(promise),
  };

  reportRenderErrorsTo(loadContext, () => errorReporterFor(c));
  startTime(c, "render", "server render (shell)");
  const response = await requestHandler(c.req.raw, loadContext);
  endTime(c, "render");
  if (documentKey) {
    // The landing has nothing deferred once flags are known: its whole body is the shell.
    const document = documentOf(await response.text(), response.status, response.headers);
    if (response.status === 200) storeDocument(documentKey, document, Date.now());
    return answerFrom(document, nonce, { ...baseHeaders, ...(local ? { "X-Document-Cache": "miss" } : {}) });
  }
  if (local) response.headers.set("X-Brand-Cache", lookup.source);
  // A booking's pages hold a shopper's data: no shared cache, no copy kept by the browser.
  const url = new URL(c.req.url);
  if (isPersonalPage(url)) response.headers.set("Cache-Control", PERSONAL_PAGE_CACHE_CONTROL);
  if (isUnlistedPage(url)) response.headers.set("X-Robots-Tag", "noindex");
  if (maintenance) response.headers.set("Retry-After", RETRY_AFTER_SECONDS);
  // Local workerd (wrangler dev, Miniflare in tests) buffers whole documents while compressing
  // them; identity keeps them streaming. Production edges compress and stream, so there the
  // header is left to them.
  if (local && response.headers.get("content-type")?.startsWith("text/")) {
    response.headers.set("Content-Encoding", "identity");
  }
  return visitor.watch(response);
}
