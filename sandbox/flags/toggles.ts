import { FLAG_NAMES } from "../../shared/constants";
import { normalizeDomain } from "../brands/overrides";
import { sandboxState } from "../state";

/** Every toggle the backend knows, with the value a domain without its own settings gets. */
const GLOBAL_DEFAULTS: Record<string, boolean> = {
  [FLAG_NAMES.maintenance]: false,
  [FLAG_NAMES.tracking]: false,
  "show-scalapay": false,
  "new-checkout": false,
  "hotel-map": true,
  "deals-list": true,
};

export const KNOWN_TOGGLES = Object.keys(GLOBAL_DEFAULTS);

/** What each demo domain has switched away from the global defaults. */
const DOMAIN_DEFAULTS: Record<string, Record<string, boolean>> = {
  localhost: { "new-checkout": true },
  "viaggi.localhost": { "show-scalapay": true, "new-checkout": true },
  "hoteles.localhost": { "new-checkout": true, "deals-list": false },
  "voyages.localhost": { [FLAG_NAMES.tracking]: true, "hotel-map": false },
};

/**
 * The toggles of a domain: global defaults, then the domain's own, then the switches tests set with
 * `PUT /__sandbox/flags/:domain/:name` (a switched name the backend does not know is appended).
 */
export function togglesFor(rawDomain: string | undefined): { name: string; enabled: boolean }[] {
  const domain = normalizeDomain(rawDomain ?? "");
  const values = new Map(Object.entries(GLOBAL_DEFAULTS));
  for (const [name, enabled] of Object.entries(DOMAIN_DEFAULTS[domain] ?? {})) values.set(name, enabled);
  for (const [name, enabled] of sandboxState.flagSwitches.get(domain) ?? []) values.set(name, enabled);
  return [...values].map(([name, enabled]) => ({ name, enabled }));
}

export function switchFlag(domain: string, name: string, enabled: boolean): void {
  const key = normalizeDomain(domain);
  const switches = sandboxState.flagSwitches.get(key) ?? new Map<string, boolean>();
  switches.set(name, enabled);
  sandboxState.flagSwitches.set(key, switches);
}

export function unswitchFlag(domain: string, name: string): boolean {
  const key = normalizeDomain(domain);
  const switches = sandboxState.flagSwitches.get(key);
  const removed = switches?.delete(name) ?? false;
  if (switches?.size === 0) sandboxState.flagSwitches.delete(key);
  return removed;
}
