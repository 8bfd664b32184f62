import type { ApiResult } from "./errors";
import { callApi } from "./request";
import type { ApiTransport } from "../transport";
import { ConfigCacheEntrySchema, ConfigCacheRemovalSchema, ConfigCacheClearedSchema, brandConfigPath, type ConfigCacheEntry, type ConfigCacheRemoval, type ConfigCacheCleared } from "../config-admin";

/**
 * The backend's configuration cache admin (`/api/services/app/Strapi`, SPEC §7). The worker's ops
 * purge calls RemoveConfig with `brand-configurations/{domain}` and CleanAllConfigurationCaches.
 */

const BASE = "/api/services/app/Strapi";

export function createConfigCacheAdminApi(transport: ApiTransport) {
  return {
    getConfig: (path: string): Promise<ApiResult<ConfigCacheEntry>> =>
      callApi(transport, { method: "GET", path: `${BASE}/GetConfig`, query: { path }, schema: ConfigCacheEntrySchema }),
    removeConfig: (path: string): Promise<ApiResult<ConfigCacheRemoval>> =>
      callApi(transport, { method: "DELETE", path: `${BASE}/RemoveConfig`, query: { path }, schema: ConfigCacheRemovalSchema }),
    cleanAllConfigurationCaches: (): Promise<ApiResult<ConfigCacheCleared>> =>
      callApi(transport, { method: "POST", path: `${BASE}/CleanAllConfigurationCaches`, schema: ConfigCacheClearedSchema }),
  };
}
export type ConfigCacheAdminApi = ReturnType<typeof createConfigCacheAdminApi>;

export { brandConfigPath };
