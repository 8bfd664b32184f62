import * as v from "valibot";
import { BackendEnvelopeSchema } from "../../backend-envelope";
import { REQUEST_TIMEOUT_MS } from "../../constants";
import { apiFailure, apiOk, logApiError, type ApiError, type ApiResult } from "./errors";
import type { ApiTransport } from "../transport";

const API_VERSION = "1";

interface ApiCall<T> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path from the host, e.g. `/api/services/app/CartApiService/CreateCart`. */
  path: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  body?: unknown;
  /** Validates `result` where the spec names its shape; otherwise the result is passed through. */
  schema?: v.GenericSchema<unknown, T>;
  timeoutMs?: number;
}

/** One backend call: JSON in, `result` out, every failure turned into an ApiError value and logged. */
export async function callApi<T>(transport: ApiTransport, call: ApiCall<T>): Promise<ApiResult<T>> {
  const name = call.path.split("/").slice(-2).join("/");
  const failure = (error: Omit<ApiError, "call">) => {
    const full = { ...error, call: name };
    logApiError(full);
    if (full.kind === "invalid-response") transport.onInvalidAnswer?.(full);
    return apiFailure<T>(full);
  };

  let response: Response;
  try {
    response = await transport.fetch(urlOf(transport.baseUrl, call), {
      method: call.method,
      credentials: transport.credentials,
      headers: {
        accept: "application/json",
        "Api-Version": API_VERSION,
        ...(call.body === undefined ? {} : { "content-type": "application/json" }),
        ...transport.headers(),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs ?? transport.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return failure({ kind: timedOut ? "timeout" : "network", message: timedOut ? "request timed out" : String(error) });
  }

  const payload: unknown = await response.json().catch(() => undefined);
  const envelope = v.safeParse(BackendEnvelopeSchema, payload);
  if (envelope.success && envelope.output.error) {
    const { message, details } = envelope.output.error;
    return failure({ kind: "backend", message, ...(details ? { details } : {}), status: response.status });
  }
  if (!response.ok) return failure({ kind: "http", message: `HTTP ${response.status}`, status: response.status });
  if (!envelope.success) return failure({ kind: "invalid-response", message: "response is not a backend envelope", status: response.status });

  const result = envelope.output.result;
  if (!call.schema) return apiOk(result as T);
  const parsed = v.safeParse(call.schema, result);
  if (!parsed.success) {
    const fields = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? "result"))];
    return failure({
      kind: "invalid-response",
      message: `unexpected result shape: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? "result"} ${i.message}`).join("; ")}`,
      status: response.status,
      fields,
    });
  }
  return apiOk(parsed.output);
}

function urlOf(baseUrl: string, call: ApiCall<unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const query = search.toString();
  return `${baseUrl}${call.path}${query ? `?${query}` : ""}`;
}
