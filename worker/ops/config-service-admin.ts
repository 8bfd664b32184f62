import { brandConfigPath } from "../../shared/api/config-admin";
import type { BackendOutcome } from "./config-cache-admin";

/** Ops wait less than a page would: a hung configuration service must not hold the tool. */
const DELETE_TIMEOUT_MS = 10_000;

/**
 * `DELETE brand-configurations/{domain}` at the configuration service (SPEC §7 lists it as a dev
 * tool: the service drops its entry for the domain, so the next read builds it again). Every
 * outcome is a value, as for the cache admin calls.
 */
export async function deleteBrandConfiguration(configBaseUrl: string, domain: string): Promise<BackendOutcome> {
  const url = `${configBaseUrl.replace(/\/$/, "")}/${brandConfigPath(encodeURIComponent(domain))}`;
  let response: Response;
  try {
    response = await fetch(url, { method: "DELETE", headers: { accept: "application/json" }, signal: AbortSignal.timeout(DELETE_TIMEOUT_MS) });
  } catch (error) {
    return { ok: false, error: `configuration service unreachable: ${String(error)}` };
  }
  const body = await response.text();
  if (!response.ok) return { ok: false, status: response.status, error: `configuration service answered ${response.status}` };
  return { ok: true, status: response.status, result: body ? (JSON.parse(body) as unknown) : null };
}
