import type { MiddlewareHandler } from "hono";
import { backendErrorBody } from "../../shared/backend-envelope";
import { devExemptionsApply, isLocalEnvironment } from "../../shared/environment";
import type { AppBindings } from "../app-bindings";
import { isCrossSite } from "../http";
import { sameSecret } from "../signing";
import { configOf } from "../config";

/**
 * Who may purge: anyone presenting `Authorization: Bearer <OPS_TOKEN>`, and, on a run whose
 * ENVIRONMENT is explicitly `local` or `test`, a developer on a loopback hostname (the developer tools panel sends no token). A wrong or
 * missing token gets 401 before any handler runs, so nothing is purged. The loopback exemption
 * never covers another site's page: the app refuses those writes first (refuseCrossSiteWrites),
 * and the same rule is checked here too so the exemption never depends on middleware order.
 */
export const requireOpsAccess: MiddlewareHandler<AppBindings> = async (c, next) => {
  const config = configOf(c.env);
  if (devExemptionsApply(new URL(c.req.url).hostname, config.ENVIRONMENT) && !isCrossSite(c.req.raw)) {
    return next();
  }
  const presented = bearerTokenOf(c.req.header("authorization"));
  const expected = usableOpsToken(config.OPS_TOKEN, config.ENVIRONMENT);
  // An unset OPS_TOKEN must not turn "Bearer " (empty) into a valid credential.
  if (presented && expected && (await sameSecret(presented, expected))) return next();
  return c.json(backendErrorBody("ops endpoints need Authorization: Bearer <OPS_TOKEN>"), 401, {
    "WWW-Authenticate": 'Bearer realm="ops"',
  });
};

/** Outside a local or test run a guessable token (under 32 characters, like a dev value) opens nothing. */
const MIN_PRODUCTION_TOKEN_LENGTH = 32;

function usableOpsToken(configured: string | undefined, environment: string | undefined): string | null {
  const token = configured?.trim() ?? "";
  if (!token) return null;
  return isLocalEnvironment(environment) || token.length >= MIN_PRODUCTION_TOKEN_LENGTH ? token : null;
}

function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}
