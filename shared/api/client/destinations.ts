import { SoldDestinationsSchema, type SoldDestinations } from "../shopping/destinations";
import type { ApiResult } from "./errors";
import { callApi } from "./request";
import type { ApiTransport } from "../transport";

/**
 * ShoppingHDPService/GetDestinations (ours: SPEC §7 shows no such call), the destinations sold,
 * named in `language`. A module of its own so the search form loads this call's schema only, not
 * every hotel shopping schema.
 */
export function createDestinationsApi(transport: ApiTransport) {
  return {
    getDestinations: (language: string): Promise<ApiResult<SoldDestinations>> =>
      callApi(transport, { method: "GET", path: "/api/services/app/ShoppingHDPService/GetDestinations", query: { language }, schema: SoldDestinationsSchema }),
  };
}
