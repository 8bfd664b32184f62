import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** ABP-style success envelope: the payload lives in `result`. */
export function ok(c: Context, result: unknown) {
  return c.json({ result, success: true, error: null, unAuthorizedRequest: false, __abp: true });
}

/** ABP-style error envelope (SPEC §8): `error.message`, optional `error.details`. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, details?: string) {
  return c.json(
    { result: null, success: false, error: details ? { message, details } : { message }, unAuthorizedRequest: status === 401, __abp: true },
    status,
  );
}
