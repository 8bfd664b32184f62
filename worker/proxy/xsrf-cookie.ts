import type { MiddlewareHandler } from "hono";
import { setCookie } from "hono/cookie";
import { cookiesOf } from "../http/request-cookies";
import { randomToken } from "../signing";
import { XSRF_COOKIE } from "./xsrf";

const TOKEN_BYTES = 32;

/**
 * Gives every browser an `XSRF-TOKEN` cookie on its first HTML page, so the client has a value
 * to echo in `X-XSRF-TOKEN`. Deliberately not HttpOnly: the browser's own script must read it
 * (that is the double submit). Never replaced while present, so open tabs keep working.
 */
export const issueXsrfCookie: MiddlewareHandler = async (c, next) => {
  await next();
  if (cookiesOf(c.req.raw).decoded(XSRF_COOKIE)) return;
  if (!c.res.headers.get("content-type")?.toLowerCase().startsWith("text/html")) return;
  setCookie(c, XSRF_COOKIE, randomToken(TOKEN_BYTES), { path: "/", sameSite: "Lax", secure: true, httpOnly: false });
};
