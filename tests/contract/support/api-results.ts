import type { ApiError, ApiResult } from "../../../shared/api/client/errors";
import type { ApiTransport } from "../../../shared/api/transport";

/** A transport straight to a sandbox, as route loaders on the worker use one (optional headers). */
export function transportTo(baseUrl: string, headers: Record<string, string> = {}): ApiTransport {
  return { baseUrl, fetch: (...args) => fetch(...args), credentials: "omit", headers: () => headers };
}

/** The value of a call that must succeed; the error itself in the message when it did not. */
export function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** The error of a call that must fail. */
export function error<T>(result: ApiResult<T>): ApiError {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.error;
}
