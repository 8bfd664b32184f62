import type { Context } from "hono";
import { loggableText } from "../../shared/observability/loggable-text";
import { appErrorEventName, INITIAL_STATE_ERROR_EVENT } from "../../shared/tracking/event";
import type { AppBindings } from "../app-bindings";
import type { BrandLookup } from "../brand";
import { eventSiteOf, serverEvent, trackFromWorker } from "../tracking";
import { blankDocument, missingBrandDocument } from "./bare-documents";
import { RETRY_AFTER_SECONDS } from "./page-headers";

/** A domain without a brand gets the bare error page (404); a configuration service down with nothing cached, a blank 503. */
export function brandFailurePage(c: Context<AppBindings>, domain: string, lookup: Exclude<BrandLookup, { kind: "found" }>): Response {
  const { env } = c;
  const ctx = c.executionCtx;
  if (lookup.kind === "missing") {
    trackFromWorker(env, ctx, serverEvent(env, eventSiteOf(domain, null), appErrorEventName("brand-config"), "warning"));
    return c.html(missingBrandDocument(), 404);
  }
  console.error(`start sequence failed for ${domain}: ${loggableText(lookup.message)}`);
  trackFromWorker(env, ctx, serverEvent(env, eventSiteOf(domain, null), INITIAL_STATE_ERROR_EVENT, "error", { message: lookup.message }));
  return c.html(blankDocument(), 503, { "Retry-After": RETRY_AFTER_SECONDS });
}
