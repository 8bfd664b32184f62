import { featureTogglesApi } from "../flags/fetch-flags";

/** One toggle as the developer tools list it: the backend's value for the domain, if it has one. */
interface ListedToggle {
  name: string;
  /** The domain's value from FlagProviderList; null when the list does not name it. */
  enabled: boolean | null;
}

type FlagListing = { ok: true; domain: string; toggles: ListedToggle[] } | { ok: false; error: string };

/**
 * Every toggle the backend knows (ListKnowToggles) with this domain's value (FlagProviderList,
 * asked fresh, not the KV copy pages read), plus any the domain's list names that the known list
 * does not. Read straight from the backend so the panel shows what a purge would bring.
 */
export async function listFlags(apiBaseUrl: string, domain: string): Promise<FlagListing> {
  const api = featureTogglesApi(apiBaseUrl);
  const [known, list] = await Promise.all([api.listKnownToggles(), api.flagProviderList(domain)]);
  if (!known.ok) return { ok: false, error: `ListKnowToggles: ${known.error.message}` };
  if (!list.ok) return { ok: false, error: `FlagProviderList: ${list.error.message}` };
  const values = new Map(list.value.toggles.map((toggle) => [toggle.name, toggle.enabled]));
  const names = [...new Set([...known.value, ...values.keys()])].sort();
  return { ok: true, domain, toggles: names.map((name) => ({ name, enabled: values.get(name) ?? null })) };
}
