import { Hono } from "hono";
import * as v from "valibot";
import type { ConfigCacheEntry, ConfigCacheCleared, ConfigCacheRemoval } from "../../shared/api/config-admin";
import { ok } from "../envelope";
import { faultsFor } from "../faults";
import { parseQuery } from "../cart/request-input";

/**
 * /api/services/app/Strapi: the backend's own cache of configuration documents, reduced to what
 * the storefront's ops purge needs. GetConfig fills the cache for a path; RemoveConfig drops one
 * path (the worker sends `brand-configurations/{domain}`); CleanAllConfigurationCaches drops all.
 * Tests assert on what arrived through sandboxState.calls.
 */

const PathQuerySchema = v.object({ path: v.pipe(v.string(), v.trim(), v.minLength(1, "must name a configuration path")) });

export function configAdminRouter(): Hono {
  const cachedAt = new Map<string, string>();
  const router = new Hono();

  router.get("/GetConfig", faultsFor("Strapi/GetConfig"), (c) => {
    const query = parseQuery(c, PathQuerySchema);
    if (!query.ok) return query.response;
    const { path } = query.value;
    const cached = cachedAt.has(path);
    if (!cached) cachedAt.set(path, new Date().toISOString());
    const entry: ConfigCacheEntry = { path, cached, cachedAt: cachedAt.get(path)! };
    return ok(c, entry);
  });

  router.delete("/RemoveConfig", faultsFor("Strapi/RemoveConfig"), (c) => {
    const query = parseQuery(c, PathQuerySchema);
    if (!query.ok) return query.response;
    const removal: ConfigCacheRemoval = { removed: cachedAt.delete(query.value.path), path: query.value.path };
    return ok(c, removal);
  });

  router.post("/CleanAllConfigurationCaches", faultsFor("Strapi/CleanAllConfigurationCaches"), (c) => {
    const cleared: ConfigCacheCleared = { cleared: cachedAt.size };
    cachedAt.clear();
    return ok(c, cleared);
  });

  return router;
}
