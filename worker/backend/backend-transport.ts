import type { ApiTransport } from "../../shared/api/transport";

/**
 * The worker's own transport to the backend (API_BASE_URL): for the calls the edge makes itself
 * (feature flags, silent sign-in, the ops purge) through the same typed client as everything
 * else. No shopper's credentials unless given.
 */
export function backendTransport(
  apiBaseUrl: string,
  options: { timeoutMs?: number; headers?: () => Record<string, string>; signal?: AbortSignal; fetch?: typeof fetch } = {},
): ApiTransport {
  const { signal } = options;
  const base = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return {
    baseUrl: apiBaseUrl.replace(/\/+$/, ""),
    // With a signal (the visitor's request), every call also stops when it aborts.
    fetch: signal ? (input, init) => base(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }) : base,
    credentials: "omit",
    headers: options.headers ?? (() => ({})),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  };
}
