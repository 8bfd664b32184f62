/** Every cart call lives under one app service (SPEC §7). */
export const cartPath = (method: string) => `/api/services/app/CartApiService/${method}`;
