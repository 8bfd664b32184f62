import type { Context } from "hono";
import { cookiesOf } from "../http/request-cookies";
import type { AppBindings } from "../env";
import { checkBrowserCall } from "../../shared/api/browser-calls";
import { checkApiPath, upstreamUrl } from "./api-path";
import { downstreamResponseHeaders, upstreamRequestHeaders } from "./forward-headers";
import { proxyErrorResponse } from "./proxy-errors";
import { boundedBody, MAX_PROXIED_BODY_BYTES } from "./request-body-cap";
import { upstreamTimeoutMs } from "./upstream-timeout";
import { guardCartCall } from "../cart-access";
import { needsXsrfCheck, XSRF_COOKIE, XSRF_HEADER, xsrfTokensMatch } from "./xsrf";

/**
 * Forwards one browser call (only those listed in shared/api/browser-calls.ts) to the backend (`API_BASE_URL`, same path and query) and streams
 * the answer back. Bodies are bounded (request-body-cap.ts) and otherwise piped to the backend, and the
 * response body is handed on still encoded (`encodeResponseBody: "manual"` on the fetch,
 * `encodeBody: "manual"` on the response), so a gzip answer reaches the browser byte for byte.
 */
export async function proxyRequest(c: Context<AppBindings>): Promise<Response> {
  const request = c.req.raw;
  const path = checkApiPath(request.url);
  // Refusals leave the request body unread here; the app's drainUnreadBody reads it before answering.
  if (!path.ok) return proxyErrorResponse("INVALID_API_PATH", path.reason);

  const call = checkBrowserCall(request.method, path.path);
  if (!call.allowed && call.reason === "unknown-call") {
    return proxyErrorResponse("API_CALL_NOT_FOUND", `${path.path} is not a call this shop makes from the browser`);
  }
  if (!call.allowed) {
    return proxyErrorResponse("API_METHOD_NOT_ALLOWED", `${path.path} takes ${call.allow}`, { Allow: call.allow });
  }

  if (needsXsrfCheck(request.method) && !xsrfTokensMatch(request.headers.get(XSRF_HEADER) ?? undefined, cookiesOf(request).decoded(XSRF_COOKIE))) {
    return proxyErrorResponse("XSRF_TOKEN_MISMATCH", `${request.method} needs the ${XSRF_HEADER} header to equal the ${XSRF_COOKIE} cookie`);
  }

  const body = boundedBody(request, MAX_PROXIED_BODY_BYTES);
  const tooLarge = () => proxyErrorResponse("BODY_TOO_LARGE", `the shop's calls send at most ${MAX_PROXIED_BODY_BYTES} bytes`);
  if (body?.tooLarge()) return tooLarge();
  // A cart is opened only by the browser that made it (worker/cart-access).
  const cart = await guardCartCall(c.env, request, path.path, MAX_PROXIED_BODY_BYTES);
  if (cart.kind === "refused") return cart.response;
  const readBody = cart.kind === "pass" ? undefined : cart.body;
  const headers = upstreamRequestHeaders(request);
  // A body the edge read is sent as it re-serialized it: fetch states its own length.
  if (readBody !== undefined) headers.delete("content-length");
  // The edge reads a new cart's ids from the answer, so it asks for it unencoded.
  if (cart.kind === "create") headers.set("accept-encoding", "identity");

  // A checked cart call goes on with the query the edge checked; other calls with the browser's.
  const search = cart.kind === "checked" ? cart.search : new URL(request.url).search;
  const target = upstreamUrl(c.env.API_BASE_URL, path.path, search);
  const timeoutMs = upstreamTimeoutMs(c.env);
  // The timeout covers the wait for the backend's response headers; once it answers, the body
  // streams for as long as it takes (a slow stream is not a dead backend).
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      body: readBody !== undefined ? readBody : (body?.stream ?? null),
      redirect: "manual",
      signal: abort.signal,
      encodeResponseBody: "manual",
    });
  } catch (error) {
    if (body?.tooLarge()) return tooLarge();
    if (abort.signal.aborted) return proxyErrorResponse("UPSTREAM_TIMEOUT", `the backend did not answer within ${timeoutMs} ms`);
    console.error(`proxy: ${request.method} ${path.path} failed`, error);
    return proxyErrorResponse("UPSTREAM_UNREACHABLE", "the backend could not be reached");
  } finally {
    clearTimeout(timer);
  }

  if (body?.tooLarge()) {
    await upstream.body?.cancel();
    return tooLarge();
  }
  // A Response cannot carry an interim (1xx) status: such an answer is the backend's fault.
  if (upstream.status < 200) {
    await upstream.body?.cancel();
    return proxyErrorResponse("UPSTREAM_BAD_ANSWER", `the backend answered ${upstream.status} instead of a response`);
  }
  const answer = new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: downstreamResponseHeaders(upstream.headers),
    encodeBody: "manual",
  });
  return cart.kind === "create" ? cart.grant(answer) : answer;
}
