import { createFeatureTogglesApi } from "../../shared/api/client/feature-toggles";
import type { FlagList } from "../../shared/flags";
import { backendTransport } from "../backend";

const FLAGS_TIMEOUT_MS = 10_000;

/** Calls FeatureToogle/FlagProviderList for a domain (the typed client); throws with a readable message on any failure. */
export async function fetchFlagList(apiBaseUrl: string, domain: string): Promise<FlagList> {
  const list = await createFeatureTogglesApi(backendTransport(apiBaseUrl, { timeoutMs: FLAGS_TIMEOUT_MS })).flagProviderList(domain);
  if (!list.ok) throw new Error(list.error.message);
  return list.value;
}
