import { DealsListSchema, type DealsList } from "../shopping";
import type { Language } from "../../constants";
import type { ApiResult } from "./errors";
import { callApi } from "./request";
import type { ApiTransport } from "../transport";

/** `/api/services/app/Deals`: the deals list of a business profile (SPEC §7). */

const BASE = "/api/services/app/Deals";

export function createDealsApi(transport: ApiTransport) {
  return {
    /** The deals with their places named in `language` (the brand's). */
    getDealsByBP: (businessProfile: string, language?: Language): Promise<ApiResult<DealsList>> =>
      callApi(transport, { method: "GET", path: `${BASE}/GetDealsByBP`, query: { businessProfile, language }, schema: DealsListSchema }),
  };
}
export type DealsApi = ReturnType<typeof createDealsApi>;
