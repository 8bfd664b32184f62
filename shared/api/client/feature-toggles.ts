import * as v from "valibot";
import type { FlagList } from "../../flags";
import type { ApiResult } from "./errors";
import { callApi } from "./request";
import type { ApiTransport } from "../transport";

/** `/api/services/app/FeatureToogle` (sic, the backend's spelling; SPEC §7). */

const BASE = "/api/services/app/FeatureToogle";

const FlagListSchema = v.object({
  toggles: v.array(v.object({ name: v.string(), enabled: v.boolean() })),
}) satisfies v.GenericSchema<unknown, FlagList>;

export function createFeatureTogglesApi(transport: ApiTransport) {
  return {
    /** The brand's toggles; the start sequence turns them into FlagState (shared/flags.ts). */
    flagProviderList: (domainName: string): Promise<ApiResult<FlagList>> =>
      callApi(transport, { method: "POST", path: `${BASE}/FlagProviderList`, body: { domainName }, schema: FlagListSchema }),
    /** The name travels in the query (as the backend binds it) and in the body with the optional domain. */
    isFeatureEnabled: (featureName: string, domainName?: string): Promise<ApiResult<boolean>> =>
      callApi(transport, {
        method: "POST",
        path: `${BASE}/IsFeatureEnabled`,
        query: { featureName },
        body: domainName === undefined ? { featureName } : { featureName, domainName },
        schema: v.boolean(),
      }),
    listKnownToggles: (): Promise<ApiResult<string[]>> =>
      callApi(transport, { method: "POST", path: `${BASE}/ListKnowToggles`, schema: v.array(v.string()) }),
  };
}
export type FeatureTogglesApi = ReturnType<typeof createFeatureTogglesApi>;
