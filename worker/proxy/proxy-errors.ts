import { backendErrorBody } from "../../shared/backend-envelope";

/** The proxy's own refusals and failures, in the backend's error shape so the client reads them alike. */
export type ProxyError = "INVALID_API_PATH" | "XSRF_TOKEN_MISMATCH" | "UPSTREAM_TIMEOUT" | "UPSTREAM_UNREACHABLE";

const STATUS: Record<ProxyError, number> = {
  INVALID_API_PATH: 400,
  XSRF_TOKEN_MISMATCH: 403,
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_TIMEOUT: 504,
};

export function proxyErrorResponse(error: ProxyError, details: string): Response {
  return new Response(JSON.stringify(backendErrorBody(error, details)), {
    status: STATUS[error],
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}
