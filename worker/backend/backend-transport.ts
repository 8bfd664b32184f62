import type { ApiTransport } from "../../shared/api/transport";

/**
 * The worker's own transport to the backend (API_BASE_URL): for the calls the edge makes itself
 * (feature flags, silent sign-in, the ops purge) through the same typed client as everything
 * else. No shopper's credentials unless given.
 */
export function backendTransport(apiBaseUrl: string, options: { timeoutMs?: number; headers?: () => Record<string, string> } = {}): ApiTransport {
  return {
    baseUrl: apiBaseUrl.replace(/\/+$/, ""),
    fetch: (...args) => globalThis.fetch(...args),
    credentials: "omit",
    headers: options.headers ?? (() => ({})),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  };
}
