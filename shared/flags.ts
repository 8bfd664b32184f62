import { devExemptionsApply } from "./environment";

/** `FeatureToogle/FlagProviderList` result (SPEC §3; its schema is the API client's). */
interface Toggle {
  name: string;
  enabled: boolean;
}
export interface FlagList {
  toggles: Toggle[];
}

/** The flags as the app sees them: name → enabled, plus the load error when the list failed. */
export interface FlagState {
  enabled: Record<string, boolean>;
  error: string | null;
}

export const NO_FLAGS: FlagState = { enabled: {}, error: null };

export function flagFailure(message: string): FlagState {
  return { enabled: {}, error: message };
}

/**
 * Applies local overrides: a value of exactly 'true' or 'false' wins over the service's toggle,
 * anything else is ignored (SPEC §3).
 */
export function flagStateFrom(
  list: FlagList,
  overrides: Readonly<Record<string, string | undefined>> = {},
): FlagState {
  const enabled: Record<string, boolean> = {};
  for (const toggle of list.toggles) enabled[toggle.name] = toggle.enabled;
  for (const [name, value] of Object.entries(overrides)) {
    if (value === "true") enabled[name] = true;
    else if (value === "false") enabled[name] = false;
  }
  return { enabled, error: null };
}

/**
 * Local overrides (SPEC §3) are a developer's and a test's tool: honoured only on loopback hosts
 * of a run whose ENVIRONMENT is explicitly local or test. Anywhere else a visitor could leave maintenance or switch on unfinished
 * features with a cookie.
 */
export function flagOverridesAllowed(hostname: string, environment: string | undefined): boolean {
  return devExemptionsApply(hostname, environment);
}

/** Cookie that carries a local override for one flag, e.g. `ff.maintenance-mode=false`. */
export const FLAG_OVERRIDE_COOKIE_PREFIX = "ff.";

export function flagOverridesFromCookies(
  cookies: Readonly<Record<string, string>>,
): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const [name, value] of Object.entries(cookies)) {
    if (name.startsWith(FLAG_OVERRIDE_COOKIE_PREFIX)) {
      overrides[name.slice(FLAG_OVERRIDE_COOKIE_PREFIX.length)] = value;
    }
  }
  return overrides;
}
