import { checkBrowserCall } from "../../shared/api/browser-calls";
import { cookiesOf } from "../http/request-cookies";
import { checkApiPath } from "./api-path";
import { proxyErrorResponse } from "./proxy-errors";
import { needsXsrfCheck, XSRF_COOKIE, XSRF_HEADER, xsrfTokensMatch } from "./xsrf";

type CallCheck = { ok: true; path: string } | { ok: false; refusal: Response };

/**
 * The proxy's doors before any body is read: a path that cannot climb out of the proxied
 * prefix (api-path.ts), a call the shop's own browser code makes with its own method
 * (shared/api/browser-calls.ts), and for a write, the XSRF double submit (xsrf.ts). Refusals
 * leave the request body unread; the app's drainUnreadBody reads it before answering.
 */
export async function checkProxiedCall(request: Request): Promise<CallCheck> {
  const path = checkApiPath(request.url);
  if (!path.ok) return refused(proxyErrorResponse("INVALID_API_PATH", path.reason));

  const call = checkBrowserCall(request.method, path.path);
  if (!call.allowed && call.reason === "unknown-call") {
    return refused(proxyErrorResponse("API_CALL_NOT_FOUND", `${path.path} is not a call this shop makes from the browser`));
  }
  if (!call.allowed) return refused(proxyErrorResponse("API_METHOD_NOT_ALLOWED", `${path.path} takes ${call.allow}`, { Allow: call.allow }));

  if (needsXsrfCheck(request.method) && !(await xsrfTokensMatch(request.headers.get(XSRF_HEADER) ?? undefined, cookiesOf(request).decoded(XSRF_COOKIE)))) {
    return refused(proxyErrorResponse("XSRF_TOKEN_MISMATCH", `${request.method} needs the ${XSRF_HEADER} header to equal the ${XSRF_COOKIE} cookie`));
  }
  return { ok: true, path: path.path };
}

const refused = (refusal: Response): CallCheck => ({ ok: false, refusal });
