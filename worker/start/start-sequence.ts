import type { MiddlewareHandler } from "hono";
import { cookiesOf } from "../http/request-cookies";
import { endTime, startTime } from "hono/timing";
import { isMaintenanceOn } from "../../shared/features";
import { flagOverridesAllowed, flagOverridesFromCookies, type FlagState } from "../../shared/flags";
import { appErrorEventName } from "../../shared/tracking/event";
import type { ServiceTexts } from "../../shared/service-texts";
import { loadBrand, resolveDomain, type BrandLookup } from "../brand";
import type { AppBindings } from "../app-bindings";
import { loadFlags } from "../flags";
import { loadServiceTexts } from "../texts";
import { eventSiteOf, serverEvent, trackFromWorker } from "../tracking";
import { configOf } from "../config";

/**
 * The start sequence of SPEC §1/§4, resolved once per page request (DESIGN: in middleware): the
 * brand configuration from KV or the service, then the flags, started at once and awaited only by
 * the renderer, which gives them a head start. Silent sign-in and the renderer read the result
 * from `c.var.start` instead of loading the brand again.
 */
export const resolveStartSequence: MiddlewareHandler<AppBindings> = async (c, next) => {
  const { env } = c;
  const ctx = c.executionCtx;
  const hostname = new URL(c.req.url).hostname;
  const resolved = resolveDomain(c.req.url, configOf(env).BRAND_DOMAIN);
  // A Host that is no hostname has no brand: answered without a KV read or a service call.
  const domain = resolved ?? hostname.slice(0, 253);

  startTime(c, "config", "brand configuration");
  const brand: BrandLookup = resolved === null ? { kind: "missing" } : await loadBrand(env, resolved, ctx);
  endTime(c, "config");

  let flags: Promise<FlagState> | null = null;
  let texts: Promise<ServiceTexts | null> | null = null;
  if (brand.kind === "found") {
    const site = eventSiteOf(domain, brand.brand);
    texts = loadServiceTexts(env, brand.brand.language, ctx, site);
    const overrides = flagOverridesAllowed(hostname, configOf(env).ENVIRONMENT) ? flagOverridesFromCookies(cookiesOf(c.req.raw).decodedRecord()) : {};
    flags = loadFlags(env, domain, ctx, overrides).then((state) => {
      if (isMaintenanceOn(state)) trackFromWorker(env, ctx, serverEvent(env, site, appErrorEventName("maintenance-mode"), "warning"));
      return state;
    });
  }
  c.set("start", { hostname, domain, brand, flags, texts });
  await next();
};
