import type { BrandConfig } from "../../shared/brand-config";
import { brandConfigKey, brandConfigPolicy, readThrough, type CacheSource } from "../cache";
import { configOf } from "../config";
import type { Env, WaitUntilContext } from "../env";
import { eventSiteOf, serverEvent, trackFromWorker } from "../tracking";
import { fetchBrandConfig } from "./fetch-brand-config";

/** Tracked when the service fails while a stale copy keeps the site up: ops should know. */
const STALE_CONFIG_EVENT = "error.brand-config-refresh";

export type BrandLookup =
  | { kind: "found"; brand: BrandConfig; source: CacheSource }
  | { kind: "missing" }
  | { kind: "failed"; message: string };

/**
 * The start sequence's first step: the domain's configuration from KV or the service.
 * Unknown domains are never written to KV (random Host headers would fill it); each isolate
 * remembers them for UNKNOWN_DOMAIN_CACHE_SECONDS, and a purge of the domain forgets that.
 */
export async function loadBrand(env: Env, domain: string, ctx: WaitUntilContext): Promise<BrandLookup> {
  const config = configOf(env);
  try {
    const read = await readThrough({
      kv: env.CONFIG_CACHE,
      key: brandConfigKey(domain),
      policy: brandConfigPolicy(env),
      load: () => fetchBrandConfig(config.CONFIG_BASE_URL, domain, config.CONFIG_TIMEOUT_MS),
      waitUntil: (p) => ctx.waitUntil(p),
      // The stale copy still served names the brand the event is about.
      onRefreshFailed: (error, stale) =>
        trackFromWorker(env, ctx, serverEvent(env, eventSiteOf(domain, stale), STALE_CONFIG_EVENT, "warning", { message: error instanceof Error ? error.message : String(error) })),
    });
    return read.value ? { kind: "found", brand: read.value, source: read.source } : { kind: "missing" };
  } catch (error) {
    return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}
