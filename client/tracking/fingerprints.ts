import { STORAGE_KEYS } from "../../shared/constants";

/**
 * Anonymous identifiers for the event stream: one per browser (localStorage) and one per tab
 * session (sessionStorage). Random, never derived from the device; storage may be unavailable
 * (private modes, blocked storage), in which case a per-page value is used.
 */
function stored(storage: Storage | undefined, key: string): string {
  try {
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage?.setItem(key, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

export function userFingerprint(): string {
  return stored(globalThis.localStorage, STORAGE_KEYS.userFingerprint);
}

export function sessionFingerprint(): string {
  return stored(globalThis.sessionStorage, STORAGE_KEYS.sessionFingerprint);
}
