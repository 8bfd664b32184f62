import type { MiddlewareHandler } from "hono";
import { discardBody } from "./request-body";

/**
 * The one place refusals are made safe: whatever answered (a 4xx of ours, React Router's 405 for a
 * page without an action, an error page), a request body nobody read is read to its end and
 * thrown away before the answer goes out (bounded in size and time). See request-body.ts for why.
 */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  await discardBody(c.req.raw);
};
