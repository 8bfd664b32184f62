import type { ApiError } from "./client/errors";

/**
 * Where and how typed backend calls go (the client in shared/api/client runs over one of these).
 * The browser's goes same-origin through the edge proxy; a route loader's is built by the worker
 * and goes straight to the backend, adding the shopper's bearer itself, so no loader ever holds
 * the token. Functions, not data: a transport cannot be serialized into a page by mistake.
 */
export interface ApiTransport {
  baseUrl: string;
  fetch: typeof fetch;
  credentials: RequestCredentials;
  headers(): Record<string, string>;
  /** How long a call may take (default SPEC §9's 60 s); a call's own timeoutMs wins. */
  timeoutMs?: number;
  /**
   * Told of an answer the storefront cannot read (a field a page needs is missing or malformed):
   * the caller shows its error state; whoever made the transport may report it.
   */
  onInvalidAnswer?(error: ApiError): void;
}
