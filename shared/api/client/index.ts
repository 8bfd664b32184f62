import { createCartApi } from "./cart";
import { createConfigCacheAdminApi } from "./config-cache-admin";
import { createDealsApi } from "./deals";
import { createFeatureTogglesApi } from "./feature-toggles";
import { createHotelShoppingApi } from "./hotel-shopping";
import { createTokenAuthApi } from "./token-auth";
import type { ApiTransport } from "../transport";
import { createTransportShoppingApi } from "./transport-shopping";

/**
 * The typed backend client, one function per call of SPEC §7, over one transport: the only way
 * the storefront calls the backend. In the browser it goes same origin through the worker's proxy
 * (client/api); route loaders use `context.backend`, straight to the backend with the shopper's
 * bearer added by the worker; the worker's own calls (flags, silent sign-in, ops purge) use a
 * transport of its own. The calls do their I/O only through the transport they are given.
 */
export function createApi(transport: ApiTransport) {
  return {
    cart: createCartApi(transport),
    hotels: createHotelShoppingApi(transport),
    transport: createTransportShoppingApi(transport),
    deals: createDealsApi(transport),
    featureToggles: createFeatureTogglesApi(transport),
    configCache: createConfigCacheAdminApi(transport),
    tokenAuth: createTokenAuthApi(transport),
  };
}

export type Api = ReturnType<typeof createApi>;

export { isCartExpired } from "./cart";
export type { ApiError, ApiResult } from "./errors";
export type { ApiTransport } from "../transport";
