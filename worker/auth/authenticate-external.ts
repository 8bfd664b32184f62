import * as v from "valibot";
import { ExternalAuthResultSchema, type AuthApiModel } from "../../shared/api/auth";
import { BackendEnvelopeSchema } from "../../shared/backend-envelope";
import { coalesced } from "../cache";
import type { Env, WaitUntilContext } from "../env";
import { upstreamTimeoutMs } from "../proxy";

export const AUTHENTICATE_EXTERNAL_PATH = "/api/TokenAuth/AuthenticateExternal";

/**
 * Exchanges an external token for the backend's access token. Every kind of failure (refused
 * token, backend error, invalid answer, unreachable, timeout) is `null`: SPEC §4/§8 treat them
 * alike and send the shopper to /exception?type=401. Concurrent attempts with the same token for
 * the same domain (a double click, a reloading tab) share one backend call.
 */
export function authenticateExternal(env: Env, ctx: WaitUntilContext, token: string, domainName: string): Promise<AuthApiModel | null> {
  return coalesced(`external-sign-in:${domainName}:${token}`, () => callAuthenticateExternal(env, token, domainName), (p) => ctx.waitUntil(p));
}

async function callAuthenticateExternal(env: Env, token: string, domainName: string): Promise<AuthApiModel | null> {
  const url = `${env.API_BASE_URL.replace(/\/+$/, "")}${AUTHENTICATE_EXTERNAL_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ token, domainName }),
      signal: AbortSignal.timeout(upstreamTimeoutMs(env)),
    });
  } catch (error) {
    console.warn(`external sign-in for ${domainName}: backend unreachable`, error);
    return null;
  }
  const document: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    console.warn(`external sign-in for ${domainName}: backend answered ${response.status}`);
    return null;
  }
  const envelope = v.safeParse(BackendEnvelopeSchema, document);
  const result = envelope.success ? v.safeParse(ExternalAuthResultSchema, envelope.output.result ?? null) : undefined;
  if (!result?.success) {
    console.warn(`external sign-in for ${domainName}: unexpected answer from the backend`);
    return null;
  }
  return result.output?.authApiModel ?? null;
}
