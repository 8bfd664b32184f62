import { loggableText } from "../../observability/loggable-text";

/** Why a backend call did not produce a value. Errors are values at this boundary. */
type ApiErrorKind = "backend" | "http" | "network" | "timeout" | "invalid-response";

export interface ApiError {
  kind: ApiErrorKind;
  /** The backend's `error.message` (e.g. CART_EXPIRED, NO_CONTENT) or a description of the failure. */
  message: string;
  details?: string;
  status?: number;
  call: string;
  /** invalid-response: where the answer was not as the storefront needs it (dot paths, never values). */
  fields?: string[];
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function apiOk<T>(value: T): ApiResult<T> {
  return { ok: true, value };
}

export function apiFailure<T = never>(error: ApiError): ApiResult<T> {
  return { ok: false, error };
}

/** The server error shape is only logged (SPEC §8); callers decide what the shopper sees. */
/**
 * One log line per failed call. The message and details are the backend's words: escaped and
 * bounded (loggableText), so a backend cannot forge log lines, flood the log or leak a cart's ids.
 */
export function logApiError(error: ApiError): void {
  const details = error.details ? ` – ${loggableText(error.details)}` : "";
  console.warn(`[api] ${error.call} failed (${error.kind}${error.status ? ` ${error.status}` : ""}): ${loggableText(error.message)}${details}`);
}
