import { createConfigCacheAdminApi } from "../../shared/api/client/config-cache-admin";
import { brandConfigPath } from "../../shared/api/config-admin";
import type { ApiResult } from "../../shared/api/client/errors";
import { backendTransport } from "../backend";

/**
 * The backend's configuration cache admin (SPEC §7: Strapi RemoveConfig / CleanAllConfigurationCaches)
 * through the typed client, called after the KV purge so the next page view reaches a fresh
 * configuration end to end. Every outcome is a value: a failing backend never undoes or hides the
 * KV purge.
 */

/** Ops wait less than the storefront's 60 s: a hung backend must not hold a purge for a minute. */
const ADMIN_TIMEOUT_MS = 10_000;

export type BackendOutcome =
  | { ok: true; status: number; result: unknown }
  | { ok: false; status?: number; error: string };

const admin = (apiBaseUrl: string) => createConfigCacheAdminApi(backendTransport(apiBaseUrl, { timeoutMs: ADMIN_TIMEOUT_MS }));

export async function removeBrandConfig(apiBaseUrl: string, domain: string): Promise<BackendOutcome> {
  return outcomeOf(await admin(apiBaseUrl).removeConfig(brandConfigPath(domain)));
}

export async function cleanAllConfigurationCaches(apiBaseUrl: string): Promise<BackendOutcome> {
  return outcomeOf(await admin(apiBaseUrl).cleanAllConfigurationCaches());
}

function outcomeOf(result: ApiResult<unknown>): BackendOutcome {
  if (result.ok) return { ok: true, status: 200, result: result.value };
  const { status, message, kind } = result.error;
  const error = kind === "network" ? `backend unreachable: ${message}` : message;
  return status === undefined ? { ok: false, error } : { ok: false, status, error };
}
