import { BRAND_CONFIG_PREFIX, FLAGS_PREFIX, brandConfigKey, flagsKey, forgetAllCached, forgetCached } from "../cache";

/**
 * Deleting cached configurations from KV. A Worker invocation may make at most 1000 KV
 * operations, so one purge-all call deletes at most DELETES_PER_CALL keys and says whether it got
 * through everything; the caller repeats until `complete` (the developer tools panel does).
 */
export const DELETES_PER_CALL = 900;
/** Small pages: one call never lists far more keys than it may delete, and the cursor goes on. */
const LIST_PAGE_SIZE = 250;
/** Deletes in flight at once: quick, without hundreds of pending KV calls. */
const DELETE_CONCURRENCY = 25;

export const CACHE_PREFIXES = [BRAND_CONFIG_PREFIX, FLAGS_PREFIX] as const;

export interface KvPurge {
  /** Keys that were present and are now gone. */
  keys: string[];
  /** Distinct domains those keys belonged to. */
  domains: string[];
  /** False when the delete budget ran out before every listed key was gone. */
  complete: boolean;
}

/** Removes a domain's brand configuration and flag list; only keys that existed are reported. */
export async function purgeDomainKeys(kv: KVNamespace, domain: string): Promise<KvPurge> {
  const candidates = [brandConfigKey(domain), flagsKey(domain)];
  forgetCached(candidates);
  const present = await Promise.all(candidates.map(async (key) => ((await kv.get(key)) !== null ? key : null)));
  await Promise.all(candidates.map((key) => kv.delete(key)));
  const keys = present.filter((key): key is string => key !== null);
  return { keys, domains: [domain], complete: true };
}

/** Removes every key under the cache prefixes, page by page, within the per-call budget. */
export async function purgeAllCacheKeys(kv: KVNamespace, budget = DELETES_PER_CALL): Promise<KvPurge> {
  forgetAllCached();
  const deleted: string[] = [];
  for (const prefix of CACHE_PREFIXES) {
    let cursor: string | undefined;
    do {
      const remaining = budget - deleted.length;
      if (remaining <= 0) return summary(deleted, false);
      const page = await kv.list({ prefix, cursor, limit: Math.min(LIST_PAGE_SIZE, remaining) });
      await deleteAll(kv, page.keys.map((key) => key.name));
      deleted.push(...page.keys.map((key) => key.name));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  return summary(deleted, true);
}

async function deleteAll(kv: KVNamespace, keys: string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY) {
    await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map((key) => kv.delete(key)));
  }
}

function summary(keys: string[], complete: boolean): KvPurge {
  const domains = new Set(keys.map((key) => domainOfKey(key)));
  return { keys, domains: [...domains].sort(), complete };
}

function domainOfKey(key: string): string {
  const prefix = CACHE_PREFIXES.find((candidate) => key.startsWith(candidate));
  return prefix ? key.slice(prefix.length) : key;
}
