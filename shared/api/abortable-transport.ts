import type { ApiTransport } from "./transport";

/** The same transport, with every call also stopped when `signal` aborts (a page's deadline). */
export function abortableTransport(transport: ApiTransport, signal: AbortSignal): ApiTransport {
  return {
    ...transport,
    fetch: (input, init) => transport.fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal }),
  };
}
