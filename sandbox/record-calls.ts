import type { MiddlewareHandler } from "hono";
import { record, sandboxState, type RecordedCall } from "./state";

/** Logs every backend call (not the /__sandbox controls) so tests can assert on what arrived and what was let go. */
export const recordCalls: MiddlewareHandler = async (c, next) => {
  if (c.req.path.startsWith("/__sandbox")) return next();
  const url = new URL(c.req.url);
  const body = ["GET", "HEAD"].includes(c.req.method) ? "" : await c.req.raw.clone().text();
  const call: RecordedCall = {
    at: new Date().toISOString(),
    method: c.req.method,
    path: url.pathname,
    query: url.search,
    headers: Object.fromEntries(c.req.raw.headers),
    body,
  };
  record(sandboxState.calls, call);
  // A caller that stops waiting (its timeout, a visitor leaving) shows as abandoned: tests of
  // slow answers check that the storefront really lets go of the call.
  let answered = false;
  const signal = c.req.raw.signal;
  const abandon = () => {
    if (!answered) call.abandonedAt = new Date().toISOString();
  };
  signal.addEventListener("abort", abandon, { once: true });
  try {
    await next();
  } finally {
    answered = true;
    signal.removeEventListener("abort", abandon);
  }
};
