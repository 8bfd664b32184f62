import { createCartApi } from "./cart";
import { createConfigCacheAdminApi } from "./config-cache-admin";
import { createDealsApi } from "./deals";
import { createFeatureTogglesApi } from "./feature-toggles";
import { createHotelShoppingApi } from "./hotel-shopping";
import { createTokenAuthApi } from "./token-auth";
import { browserTransport, type ApiTransport } from "./transport";
import { createTransportShoppingApi } from "./transport-shopping";

/**
 * The typed backend client, one function per call of SPEC §7, over one transport: the browser's
 * (same origin, through the worker's proxy) or a route loader's on the worker (direct to the
 * backend, `context.backend`, with the shopper's bearer added by the worker).
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

/** In the browser. */
export function browserApi(): Api {
  return createApi(browserTransport());
}

/**
 * In a route loader on the worker: `createApi(context.backend)`. The worker builds that transport
 * with the shopper's bearer inside it, so loaders never see the token.
 */

export { isCartExpired } from "./cart";
export type { ApiError, ApiResult } from "./errors";
export type { ApiTransport } from "./transport";
