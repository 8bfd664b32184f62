import { backendErrorResponse } from "../http/backend-error-response";

/** The proxy's own refusals and failures, in the backend's error shape so the client reads them alike. */
export type ProxyError =
  | "INVALID_API_PATH"
  | "API_CALL_NOT_FOUND"
  | "API_METHOD_NOT_ALLOWED"
  | "CROSS_SITE_REQUEST"
  | "XSRF_TOKEN_MISMATCH"
  | "BODY_TOO_LARGE"
  | "INVALID_BODY"
  | "CART_IDS_REQUIRED"
  | "CART_IDS_DIFFER"
  | "CART_NOT_OPEN_IN_THIS_BROWSER"
  | "CART_FOR_ANOTHER_SITE"
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
  INVALID_BODY: 400,
  CART_IDS_REQUIRED: 400,
  CART_IDS_DIFFER: 400,
  CART_NOT_OPEN_IN_THIS_BROWSER: 403,
  CART_FOR_ANOTHER_SITE: 403,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_BAD_ANSWER: 502,
  UPSTREAM_UNREACHABLE: 502,
  UPSTREAM_TIMEOUT: 504,
};

export function proxyErrorResponse(error: ProxyError, details: string, headers: Record<string, string> = {}): Response {
  return backendErrorResponse(STATUS[error], error, details, headers);
}
