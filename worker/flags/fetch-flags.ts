import { createFeatureTogglesApi } from "../../shared/api/client/feature-toggles";
import type { FlagList } from "../../shared/flags";
import { backendTransport } from "../backend";

const FLAGS_TIMEOUT_MS = 10_000;

/** The backend's feature toggles (the typed client) as the worker calls them, with its timeout. */
export function featureTogglesApi(apiBaseUrl: string) {
  return createFeatureTogglesApi(backendTransport(apiBaseUrl, { timeoutMs: FLAGS_TIMEOUT_MS }));
}

/** Calls FeatureToogle/FlagProviderList for a domain (the typed client); throws with a readable message on any failure. */
export async function fetchFlagList(apiBaseUrl: string, domain: string): Promise<FlagList> {
  const list = await featureTogglesApi(apiBaseUrl).flagProviderList(domain);
  if (!list.ok) throw new Error(list.error.message);
  return list.value;
}
