import { backendErrorBody } from "../../shared/backend-envelope";

/** The proxy's own refusals and failures, in the backend's error shape so the client reads them alike. */
export type ProxyError =
  | "INVALID_API_PATH"
  | "API_CALL_NOT_FOUND"
  | "API_METHOD_NOT_ALLOWED"
  | "CROSS_SITE_REQUEST"
  | "XSRF_TOKEN_MISMATCH"
  | "BODY_TOO_LARGE"
  | "TOO_MANY_REQUESTS"
  | "UPSTREAM_BAD_ANSWER"
  | "UPSTREAM_TIMEOUT"
  | "UPSTREAM_UNREACHABLE";

const STATUS: Record<ProxyError, number> = {
  INVALID_API_PATH: 400,
  API_CALL_NOT_FOUND: 404,
  API_METHOD_NOT_ALLOWED: 405,
  CROSS_SITE_REQUEST: 403,
  XSRF_TOKEN_MISMATCH: 403,
  BODY_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_BAD_ANSWER: 502,
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_TIMEOUT: 504,
};

export function proxyErrorResponse(error: ProxyError, details: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(backendErrorBody(error, details)), {
    status: STATUS[error],
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}
