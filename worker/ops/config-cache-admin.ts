import * as v from "valibot";
import { ConfigCacheClearedSchema, ConfigCacheRemovalSchema, brandConfigPath } from "../../shared/api/config-admin";
import { BackendEnvelopeSchema } from "../../shared/backend-envelope";

/**
 * The backend's configuration cache admin (SPEC §7: Strapi RemoveConfig / CleanAllConfigurationCaches),
 * called after the KV purge so the next page view reaches a fresh configuration end to end.
 * Every outcome is a value: a failing backend never undoes or hides the KV purge.
 */

const STRAPI_ADMIN = "/api/services/app/Strapi";
/** Ops wait less than the storefront's 60 s: a hung backend must not hold a purge for a minute. */
const ADMIN_TIMEOUT_MS = 10_000;

export type BackendOutcome =
  | { ok: true; status: number; result: unknown }
  | { ok: false; status?: number; error: string };

export function removeBrandConfig(apiBaseUrl: string, domain: string): Promise<BackendOutcome> {
  const query = new URLSearchParams({ path: brandConfigPath(domain) });
  return callAdmin(`${base(apiBaseUrl)}${STRAPI_ADMIN}/RemoveConfig?${query}`, "DELETE", ConfigCacheRemovalSchema);
}

export function cleanAllConfigurationCaches(apiBaseUrl: string): Promise<BackendOutcome> {
  return callAdmin(`${base(apiBaseUrl)}${STRAPI_ADMIN}/CleanAllConfigurationCaches`, "POST", ConfigCacheClearedSchema);
}

const base = (url: string) => url.replace(/\/$/, "");

async function callAdmin(url: string, method: string, schema: v.GenericSchema): Promise<BackendOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, error: `backend unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
  const envelope = v.safeParse(BackendEnvelopeSchema, await response.json().catch(() => null));
  if (!response.ok || !envelope.success || envelope.output.error) {
    const message = envelope.success ? envelope.output.error?.message : undefined;
    return { ok: false, status: response.status, error: message ?? `backend answered ${response.status}` };
  }
  const result = v.safeParse(schema, envelope.output.result);
  if (!result.success) {
    return { ok: false, status: response.status, error: `unexpected result: ${result.issues[0]?.message ?? "unknown shape"}` };
  }
  return { ok: true, status: response.status, result: result.output };
}
