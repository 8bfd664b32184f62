import type { Context } from "hono";
import type { AppLoadContext } from "react-router";
import type {} from "../../shared/load-context";
import { searchBudgetMsOf } from "../../shared/search/search-budget";
import type { AppBindings } from "../app-bindings";
import { INVALID_ANSWER_EVENT, invalidAnswerProperties, loaderTransport, reportingInvalidAnswers } from "../backend";
import { cartAccessFor } from "../cart-access";
import { configOf } from "../config";
import { datePriceStoreFor } from "../date-prices";
import { eventSiteOf, serverEvent, trackFromWorker } from "../tracking";
import type { PageVisit } from "./page-visit";

/**
 * What React Router's loaders get for one page request (shared/load-context.ts): the brand, the
 * flags, the shopper, and the backend, reached straight from the worker with the shopper's bearer.
 * `nonce` is the request's own, or the shared document's placeholder; `signal` aborts the
 * loaders' backend calls when the visitor leaves.
 */
export function pageLoadContextOf(c: Context<AppBindings>, visit: PageVisit, render: { nonce: string; signal: AbortSignal }): AppLoadContext {
  const { env } = c;
  const ctx = c.executionCtx;
  const config = configOf(env);
  const { domain, brand, crawler, session } = visit;
  const member = session.member;
  const backend = loaderTransport(config.API_BASE_URL, c.req.raw, {
    signal: render.signal,
    searchSharing: { forMs: config.SEARCH_SHARING_SECONDS * 1000, waitUntil: (promise) => ctx.waitUntil(promise) },
  });
  const stripOn = !crawler && config.DATE_STRIP === "on";
  return {
    nonce: render.nonce,
    crawler,
    domain,
    hostname: visit.hostname,
    brand,
    flags: visit.flags,
    serviceTexts: visit.serviceTexts,
    // An answer a page cannot read is that page's error state, tracked once per call here.
    backend: reportingInvalidAnswers(backend, (error) =>
      trackFromWorker(env, ctx, serverEvent(env, eventSiteOf(domain, brand), INVALID_ANSWER_EVENT, "error", invalidAnswerProperties(error))),
    ),
    cartAccess: cartAccessFor(env, c.req.raw, domain),
    signedIn: member !== null,
    memberId: member?.id ?? null,
    memberName: member?.name ?? null,
    signInAvailable: brand.brand.hasSSO && Boolean(config.SSO_LOGIN_URL),
    appVersion: config.APP_VERSION,
    environment: config.ENVIRONMENT,
    sentryDsn: config.SENTRY_DSN ?? null,
    webVitalsSampleRate: config.WEB_VITALS_SAMPLE_RATE,
    maintenance: visit.maintenance,
    consent: visit.consent,
    thirdPartyScripts: { cookieManager: config.COOKIE_MANAGER_SCRIPT_URL || null, analyticsTag: config.ANALYTICS_TAG_URL || null },
    mapTileUrl: config.MAP_TILE_URL || null,
    searchBudgetMs: searchBudgetMsOf(config.SEARCH_BUDGET_MS, crawler),
    // Crawlers get no strip: they would multiply the backend's load for nobody.
    datePrices: stripOn ? datePriceStoreFor({ signedIn: session.token !== undefined, memberId: member?.id ?? null, domain }, config.DATE_PRICES_CACHE_SECONDS) : null,
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
}
