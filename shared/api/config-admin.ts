import * as v from "valibot";

/** Results of the backend's configuration cache admin calls (Strapi GetConfig / RemoveConfig / CleanAll). */
export const ConfigCacheEntrySchema = v.object({
  path: v.string(),
  /** True when the backend already held this path in its cache before the call. */
  cached: v.boolean(),
  cachedAt: v.string(),
});
export type ConfigCacheEntry = v.InferOutput<typeof ConfigCacheEntrySchema>;

export const ConfigCacheRemovalSchema = v.object({ removed: v.boolean(), path: v.string() });
export type ConfigCacheRemoval = v.InferOutput<typeof ConfigCacheRemovalSchema>;

export const ConfigCacheClearedSchema = v.object({ cleared: v.pipe(v.number(), v.integer()) });
export type ConfigCacheCleared = v.InferOutput<typeof ConfigCacheClearedSchema>;

/** The config path the backend caches a brand's configuration under. */
export const brandConfigPath = (domain: string) => `brand-configurations/${domain}`;
