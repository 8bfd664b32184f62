import { Hono, type Context } from "hono";
import { backendErrorBody } from "../../shared/backend-envelope";
import { resolveDomain } from "../brand";
import type { AppBindings } from "../app-bindings";
import { requireOpsAccess } from "./access";
import { cleanAllConfigurationCaches, removeBrandConfig, type BackendOutcome } from "./config-cache-admin";
import { purgeAllCacheKeys, purgeDomainKeys, type KvPurge } from "./purge-kv";
import { purgeTargetFrom } from "./purge-target";
import { deleteBrandConfiguration } from "./config-service-admin";
import { listFlags } from "./flag-listing";
import { configOf } from "../config";

/**
 * What a purge did. HTTP 200 whenever the KV purge ran, even if the backend call failed: the
 * edge cache (what the next page view reads) is purged either way, and `backend.ok` / `ok` say
 * whether the backend's own cache followed. `complete: false` (purge-all only) means the
 * per-call delete budget ran out: call again.
 */
interface PurgeReport {
  ok: boolean;
  scope: "domain" | "all";
  domains: string[];
  keysDeleted: number;
  /** The deleted keys themselves, for a single domain (purge-all may delete thousands). */
  keys?: string[];
  /**
   * The translation service's cached texts deleted too: the domain's language (a domain purge),
   * or every language cached (purge-all). The next page fetches them from the service again.
   */
  texts: { languages: string[]; keysDeleted: number };
  complete: boolean;
  backend: BackendOutcome;
}

/** `/__ops/*`: authorised, uncacheable cache purges (DESIGN: ops purge per-domain config caches). */
export function opsRoutes(): Hono<AppBindings> {
  const ops = new Hono<AppBindings>();
  ops.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  ops.use("*", requireOpsAccess);

  ops.post("/cache/purge", forTargetDomain(async (c, domain) => {
    // KV first and independently of the backend: a backend outage must not keep stale pages up.
    const kv = await purgeDomainKeys(c.env.CONFIG_CACHE, domain);
    const backend = await removeBrandConfig(configOf(c.env).API_BASE_URL, domain);
    return c.json(reportOf("domain", kv, backend, true));
  }));

  ops.post("/cache/purge-all", async (c) => {
    const kv = await purgeAllCacheKeys(c.env.CONFIG_CACHE);
    const backend = await cleanAllConfigurationCaches(configOf(c.env).API_BASE_URL);
    return c.json(reportOf("all", kv, backend, false));
  });

  // Developer tools: the configuration service forgets the domain's configuration and the edge its
  // copies, so the next page view fetches it again.
  ops.delete("/brand-config", forTargetDomain(async (c, domain) => {
    const configService = await deleteBrandConfiguration(configOf(c.env).CONFIG_BASE_URL, domain);
    const kv = await purgeDomainKeys(c.env.CONFIG_CACHE, domain);
    return c.json({ ok: configService.ok, domain, keysDeleted: kv.keys.length, configService });
  }));

  // Developer tools: every toggle the backend knows, with the domain's value (overrides are the browser's).
  ops.get("/flags", forTargetDomain(async (c, domain) => {
    const listing = await listFlags(configOf(c.env).API_BASE_URL, domain);
    return listing.ok ? c.json(listing) : c.json(backendErrorBody("flag listing failed", listing.error), 502);
  }));

  ops.all("/cache/purge", methodNotAllowed);
  ops.all("/cache/purge-all", methodNotAllowed);
  ops.all("/brand-config", methodNotAllowed);
  ops.all("/flags", methodNotAllowed);
  ops.all("*", (c) => c.json(backendErrorBody("no such ops endpoint"), 404));

  ops.onError((error, c) => {
    console.error("ops purge failed", error);
    return c.json(backendErrorBody("cache purge failed", error instanceof Error ? error.message : String(error)), 500);
  });
  return ops;
}

function reportOf(scope: PurgeReport["scope"], kv: KvPurge, backend: BackendOutcome, listKeys: boolean): PurgeReport {
  return {
    ok: kv.complete && backend.ok,
    scope,
    domains: kv.domains,
    keysDeleted: kv.keys.length,
    ...(listKeys ? { keys: kv.keys } : {}),
    texts: { languages: kv.texts.languages, keysDeleted: kv.texts.keys.length },
    complete: kv.complete,
    backend,
  };
}

/**
 * A handler for one domain: `?domain=` when given (validated), else the request's own brand
 * domain. A domain that is not one answers 400 before the handler runs.
 */
function forTargetDomain(handler: (c: Context<AppBindings>, domain: string) => Promise<Response>) {
  return (c: Context<AppBindings>) => {
    const target = purgeTargetFrom(c.req.query("domain"), () => resolveDomain(c.req.url, configOf(c.env).BRAND_DOMAIN));
    if (!target.ok) return c.json(backendErrorBody("invalid domain", target.message), 400);
    return handler(c, target.domain);
  };
}

function methodNotAllowed(c: Context<AppBindings>) {
  return c.json(backendErrorBody(`${c.req.method} is not allowed here; use POST`), 405, { Allow: "POST" });
}
