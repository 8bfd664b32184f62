import { Hono } from "hono";
import { AuthenticateBodySchema, AuthenticateExternalBodySchema, type AuthResult, type ExternalAuthResult } from "../../shared/api/auth";
import { fail, ok } from "../envelope";
import { faultsFor } from "../faults";
import { parseBody } from "../cart/request-input";
import { issueAccessToken } from "./access-tokens";
import { sessionForCredentials, sessionForExternalToken, type MemberSession } from "./members";

/** /api/TokenAuth: the demo user's password sign-in and the external (silent) sign-in of SPEC §4. */

function authResult(session: MemberSession, domain: string): AuthResult {
  return { authApiModel: { accessToken: issueAccessToken(session.externalUserId, domain, session.expireInSeconds), expireInSeconds: session.expireInSeconds, externalUserId: session.externalUserId, displayName: session.displayName } };
}

export function tokenAuthRouter(): Hono {
  const router = new Hono();

  router.post("/Authenticate", faultsFor("TokenAuth/Authenticate"), async (c) => {
    const body = await parseBody(c, AuthenticateBodySchema);
    if (!body.ok) return body.response;
    const session = sessionForCredentials(body.value.userNameOrEmailAddress, body.value.password);
    if (!session) return fail(c, 401, "INVALID_CREDENTIALS", "invalid user name or password");
    return ok(c, authResult(session, "*"));
  });

  router.post("/AuthenticateExternal", faultsFor("TokenAuth/AuthenticateExternal"), async (c) => {
    const body = await parseBody(c, AuthenticateExternalBodySchema);
    if (!body.ok) return body.response;
    const session = sessionForExternalToken(body.value.token);
    // The real backend answers a refused token with an empty result, not an error (SPEC §4, §8).
    const result: ExternalAuthResult = session ? authResult(session, body.value.domainName) : null;
    return ok(c, result);
  });

  return router;
}
