import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppBindings } from "../env";
import { checkApiPath, upstreamUrl } from "./api-path";
import { downstreamResponseHeaders, upstreamRequestHeaders } from "./forward-headers";
import { proxyErrorResponse } from "./proxy-errors";
import { upstreamTimeoutMs } from "./upstream-timeout";
import { needsXsrfCheck, XSRF_COOKIE, XSRF_HEADER, xsrfTokensMatch } from "./xsrf";

/** Larger refused bodies are cancelled rather than read: not worth reading to be polite. */
const MAX_DRAINED_BYTES = 1 << 20;

/**
 * Refuses a call without forwarding it. Its body is read to the end first (up to 1 MB): a body
 * left unread, even a cancelled one, made the next request on the same connection fail under
 * wrangler dev (a refused POST followed by a good one: 76 of 200 good ones got a 503 or a reset
 * with cancel(), none once drained).
 */
async function refuse(request: Request, code: Parameters<typeof proxyErrorResponse>[0], details: string): Promise<Response> {
  await discardBody(request);
  return proxyErrorResponse(code, details);
}

async function discardBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read <= MAX_DRAINED_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to discard.
  }
}

/**
 * Forwards one browser call to the backend (`API_BASE_URL`, same path and query) and streams
 * the answer back. Bodies are never read here: the request body is piped to the backend, and the
 * response body is handed on still encoded (`encodeResponseBody: "manual"` on the fetch,
 * `encodeBody: "manual"` on the response), so a gzip answer reaches the browser byte for byte.
 */
export async function proxyRequest(c: Context<AppBindings>): Promise<Response> {
  const request = c.req.raw;
  const path = checkApiPath(request.url);
  if (!path.ok) return refuse(request, "INVALID_API_PATH", path.reason);

  if (needsXsrfCheck(request.method) && !xsrfTokensMatch(request.headers.get(XSRF_HEADER) ?? undefined, getCookie(c, XSRF_COOKIE))) {
    return refuse(request, "XSRF_TOKEN_MISMATCH", `${request.method} needs the ${XSRF_HEADER} header to equal the ${XSRF_COOKIE} cookie`);
  }

  const target = upstreamUrl(c.env.API_BASE_URL, path.path, new URL(request.url).search);
  const timeoutMs = upstreamTimeoutMs(c.env);
  // The timeout covers the wait for the backend's response headers; once it answers, the body
  // streams for as long as it takes (a slow stream is not a dead backend).
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const hasBody = request.body !== null && !["GET", "HEAD"].includes(request.method);

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers: upstreamRequestHeaders(request),
      body: hasBody ? request.body : null,
      redirect: "manual",
      signal: abort.signal,
      encodeResponseBody: "manual",
    });
  } catch (error) {
    if (abort.signal.aborted) return proxyErrorResponse("UPSTREAM_TIMEOUT", `the backend did not answer within ${timeoutMs} ms`);
    console.error(`proxy: ${request.method} ${path.path} failed`, error);
    return proxyErrorResponse("UPSTREAM_UNREACHABLE", "the backend could not be reached");
  } finally {
    clearTimeout(timer);
  }

  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: downstreamResponseHeaders(upstream.headers),
    encodeBody: "manual",
  });
}
