import * as v from "valibot";
import {
  AvailableProductSchema, CartSchema, CartVouchersSchema,
  type AddProductBody, type ApplyVoucherBody, type AvailableProduct, type Cart, type CartIds, type CartVouchers,
  type CreateSeatSelectionBody, type ReplaceProductsBody,
} from "../../cart";
import type { ApiResult } from "../errors";
import { callApi } from "../request";
import type { ApiTransport } from "../../transport";
import { cartPath, idsOf } from "./service-path";

/** What is added on top of the trip: vouchers, ancillary products, seats. */
export function createCartProductsApi(transport: ApiTransport) {
  return {
    /** An unknown or non-qualifying code answers the backend error INVALID_VOUCHER. */
    applyVoucherToCart: (ids: CartIds, body: ApplyVoucherBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("ApplyVoucherToCart"), query: ids, body, schema: CartSchema }),
    retrieveVoucherCode: (ids: CartIds): Promise<ApiResult<CartVouchers>> =>
      callApi(transport, { method: "POST", path: cartPath("RetrieveVoucherCode"), query: ids, schema: CartVouchersSchema }),
    removeVoucherFromCart: (ids: CartIds): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "DELETE", path: cartPath("RemoveVoucherFromCart"), query: ids, schema: CartSchema }),
    getAvailableProducts: (ids: CartIds): Promise<ApiResult<AvailableProduct[]>> =>
      callApi(transport, { method: "GET", path: cartPath("GetAvailableProducts"), query: ids, schema: v.array(AvailableProductSchema) }),
    createSeatSelectionProduct: (body: CreateSeatSelectionBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("CreateSeatSelectionProduct"), query: idsOf(body), body, schema: CartSchema }),
    addProductToCart: (body: AddProductBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("AddProductToCart"), query: idsOf(body), body, schema: CartSchema }),
    replaceProductsInCart: (body: ReplaceProductsBody): Promise<ApiResult<Cart>> =>
      callApi(transport, { method: "POST", path: cartPath("ReplaceProductsInCart"), query: idsOf(body), body, schema: CartSchema }),
    /** The backend binds this call's query with capitalised names, and the ids as a repeated parameter. */
    removeProductsFromCart: (ids: CartIds, productIds: readonly string[]): Promise<ApiResult<Cart>> =>
      callApi(transport, {
        method: "DELETE",
        path: cartPath("RemoveProductsFromCart"),
        query: { CartId: ids.cartId, ProductIds: productIds, requestUuid: ids.requestUuid },
        schema: CartSchema,
      }),
  };
}
