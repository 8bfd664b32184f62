import type { MiddlewareHandler } from "hono";
import { record, sandboxState } from "./state";

/** Logs every backend call (not the /__sandbox controls) so tests can assert on what arrived. */
export const recordCalls: MiddlewareHandler = async (c, next) => {
  if (c.req.path.startsWith("/__sandbox")) return next();
  const url = new URL(c.req.url);
  const body = ["GET", "HEAD"].includes(c.req.method) ? "" : await c.req.raw.clone().text();
  record(sandboxState.calls, {
    at: new Date().toISOString(),
    method: c.req.method,
    path: url.pathname,
    query: url.search,
    headers: Object.fromEntries(c.req.raw.headers),
    body,
  });
  return next();
};
