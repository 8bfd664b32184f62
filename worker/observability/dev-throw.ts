import type { MiddlewareHandler } from "hono";
import { devExemptionsApply } from "../../shared/environment";
import type { AppBindings } from "../app-bindings";
import { configOf } from "../config";

/**
 * `/__dev/throw?where=worker` on a loopback host: an error thrown in the worker itself, outside
 * React Router, to exercise Hono's onError and the worker's error reporting. Every other `where`
 * (render, loader, stream, client) is the route module client/routes/dev-throw.tsx. Other hosts
 * never see it: the request goes on to the page renderer, which answers 404 there.
 */
export const devThrowInWorker: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (c.req.query("where") !== "worker" || !devExemptionsApply(new URL(c.req.url).hostname, configOf(c.env).ENVIRONMENT)) return next();
  throw new Error("Deliberate worker error (/__dev/throw?where=worker)");
};
