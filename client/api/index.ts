import { createApi, type Api } from "../../shared/api/client";
import { browserTransport } from "./transport";

/**
 * The typed backend client (shared/api/client) as page code uses it. In the browser: same origin
 * through the worker's proxy, `browserApi()`. In a route loader on the worker:
 * `createApi(context.backend)`; the worker builds that transport with the shopper's bearer inside
 * it, so loaders never see the token.
 */
export function browserApi(): Api {
  return createApi(browserTransport());
}

export { createApi, isCartExpired, type Api, type ApiError, type ApiResult, type ApiTransport } from "../../shared/api/client";
export { browserTransport } from "./transport";
