import type { Context } from "hono";
import { withDeadline } from "../../shared/with-deadline";
import type { AppBindings } from "../app-bindings";
import { configOf } from "../config";
import type { Env } from "../env";
import { upstreamUrl } from "./api-path";
import { checkProxiedCall } from "./call-checks";
import { guardCartCall, type CartCallGuard } from "./cart-guard";
import { downstreamResponseHeaders, upstreamRequestHeaders } from "./forward-headers";
import { proxyErrorResponse } from "./proxy-errors";
import { bodyTooLarge, boundedBody, type BoundedBody } from "./request-body-cap";

/**
 * Forwards one browser call (only those listed in shared/api/browser-calls.ts) to the backend
 * (`API_BASE_URL`, same path and query) and streams the answer back. Bodies are bounded
 * (request-body-cap.ts) and otherwise piped to the backend, and the response body is handed on
 * still encoded (`encodeResponseBody: "manual"` on the fetch, `encodeBody: "manual"` on the
 * response), so a gzip answer reaches the browser byte for byte.
 */
export async function proxyRequest(c: Context<AppBindings>): Promise<Response> {
  const request = c.req.raw;
  const call = await checkProxiedCall(request);
  if (!call.ok) return call.refusal;

  const body = boundedBody(request);
  if (body?.tooLarge()) return bodyTooLarge();
  // A cart is opened only by the browser that made it (worker/cart-access).
  const cart = await guardCartCall(c.env, request, call.path, body);
  if (cart.kind === "too-large") return bodyTooLarge();
  if (cart.kind === "refused") return proxyErrorResponse(cart.error, cart.details);

  const asked = await askBackend(c.env, request, call.path, cart, body);
  return "refusal" in asked ? asked.refusal : answerOf(asked.upstream, cart, body);
}

type CartCall = Exclude<CartCallGuard, { kind: "refused" | "too-large" }>;
/** The backend's answer, or the proxy's own when there is none to pass on. */
type Asked = { upstream: Response } | { refusal: Response };

/**
 * The call as the backend gets it. The timeout covers the wait for the backend's response
 * headers; once it answers, the body streams for as long as it takes (a slow stream is not a
 * dead backend).
 */
function askBackend(env: Env, request: Request, path: string, cart: CartCall, body: BoundedBody | null): Promise<Asked> {
  const config = configOf(env);
  const readBody = cart.kind === "pass" ? undefined : cart.body;
  const headers = upstreamRequestHeaders(request);
  // A body the edge read is sent as it re-serialized it: fetch states its own length.
  if (readBody !== undefined) headers.delete("content-length");
  // The edge reads a new cart's ids from the answer, so it asks for it unencoded.
  if (cart.kind === "create") headers.set("accept-encoding", "identity");
  // A checked cart call goes on with the query the edge checked; other calls with the browser's.
  const search = cart.kind === "checked" ? cart.search : new URL(request.url).search;
  const target = upstreamUrl(config.API_BASE_URL, path, search);
  const timeoutMs = config.PROXY_TIMEOUT_MS;
  const sent = readBody !== undefined ? readBody : (body?.stream ?? null);
  return withDeadline<Asked>(
    async (signal) => ({
      upstream: await fetch(target, { method: request.method, headers, body: sent, redirect: "manual", signal, encodeResponseBody: "manual" }),
    }),
    Date.now() + timeoutMs,
    () => ({ refusal: body?.tooLarge() ? bodyTooLarge() : proxyErrorResponse("UPSTREAM_TIMEOUT", `the backend did not answer within ${timeoutMs} ms`) }),
    (error) => {
      if (body?.tooLarge()) return { refusal: bodyTooLarge() };
      console.error(`proxy: ${request.method} ${path} failed`, error);
      return { refusal: proxyErrorResponse("UPSTREAM_UNREACHABLE", "the backend could not be reached") };
    },
  );
}

/** The backend's answer as the browser gets it (a new cart granted to this browser). */
async function answerOf(upstream: Response, cart: CartCall, body: BoundedBody | null): Promise<Response> {
  if (body?.tooLarge()) {
    await upstream.body?.cancel();
    return bodyTooLarge();
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
