/** Every cart call lives under one app service (SPEC §7). */
export const cartPath = (method: string) => `/api/services/app/CartApiService/${method}`;

/** A cart call's ids for its query, taken from a body that names them (see CartIdsSchema). */
export const idsOf = (body: { cartId: string; requestUuid: string }) => ({ cartId: body.cartId, requestUuid: body.requestUuid });
