import * as v from "valibot";
import {
  CartConfigSchema, CartSchema, CartSummarySchema, OrderSchema,
  type Cart, type CartConfig, type CartIds, type CartSummary, type CreateCartBody, type Order, type RetrieveCartQuery,
} from "../../cart";
import type { ApiResult } from "../errors";
import { callApi } from "../request";
import type { ApiTransport } from "../../transport";
import { cartPath } from "./service-path";

/** Create, read, finalize and confirm a cart, and read the orders it produced. */
export function createCartLifecycleApi(transport: ApiTransport) {
  return {
    createCart: (body: CreateCartBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("CreateCart"), body, schema: CartSchema }),
    getCartConfig: (ids: CartIds): Promise<ApiResult<CartConfig>> =>
      callApi(transport, { method: "GET", path: cartPath("GetCartConfig"), query: ids, schema: CartConfigSchema }),
    retrieveCartFull: (query: RetrieveCartQuery): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("RetrieveCartFull"), query, schema: CartSchema }),
    retrieveCart: (query: RetrieveCartQuery): Promise<ApiResult<CartSummary>> =>
      callApi(transport, { method: "POST", path: cartPath("RetrieveCart"), query, schema: CartSummarySchema }),
    /** Checks the cart is complete (contact, every traveller) and freezes it for payment. */
    cartFinalize: (ids: CartIds): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("CartFinalize"), query: ids, schema: CartSchema }),
    confirmCart: (ids: CartIds): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("ConfirmCart"), query: ids, schema: CartSchema }),
    getOrders: (ids: CartIds): Promise<ApiResult<Order[]>> =>
      callApi(transport, { method: "GET", path: cartPath("GetOrders"), query: ids, schema: v.array(OrderSchema) }),
  };
}
