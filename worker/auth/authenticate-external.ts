import type { AuthApiModel } from "../../shared/api/auth";
import { createTokenAuthApi } from "../../shared/api/client/token-auth";
import { backendTransport } from "../backend";
import { coalesced } from "../cache";
import { configOf } from "../config";
import type { Env, WaitUntilContext } from "../env";

/**
 * Exchanges an external token for the backend's access token (the typed client's
 * AuthenticateExternal). Every kind of failure (refused token, backend error, invalid answer,
 * unreachable, timeout) is `null`: SPEC §4/§8 treat them alike and send the shopper to
 * /exception?type=401. Concurrent attempts with the same token for the same domain (a double
 * click, a reloading tab) share one backend call.
 */
export function authenticateExternal(env: Env, ctx: WaitUntilContext, token: string, domainName: string): Promise<AuthApiModel | null> {
  return coalesced(`external-sign-in:${domainName}:${token}`, () => callAuthenticateExternal(env, token, domainName), (p) => ctx.waitUntil(p));
}

async function callAuthenticateExternal(env: Env, token: string, domainName: string): Promise<AuthApiModel | null> {
  const config = configOf(env);
  const auth = createTokenAuthApi(backendTransport(config.API_BASE_URL, { timeoutMs: config.PROXY_TIMEOUT_MS }));
  const result = await auth.authenticateExternal({ token, domainName });
  // Failures were logged by the client (without the token: it travels in the body only).
  return result.ok ? (result.value?.authApiModel ?? null) : null;
}
