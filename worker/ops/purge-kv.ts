import { LANGUAGES } from "../../shared/constants";
import { BRAND_CONFIG_PREFIX, FLAGS_PREFIX, SERVICE_TEXTS_PREFIX, brandConfigKey, flagsKey, forgetAllCached, forgetCached, markPurged, serviceTextsKey } from "../cache";
import { forgetServiceTextFailures } from "../texts";

/**
 * Deleting cached configurations from KV. A Worker invocation may make at most 1000 KV
 * operations, so one purge-all call deletes at most DELETES_PER_CALL keys and says whether it got
 * through everything; the caller repeats until `complete` (the developer tools panel does).
 */
const DELETES_PER_CALL = 900;
/** Small pages: one call never lists far more keys than it may delete, and the cursor goes on. */
const LIST_PAGE_SIZE = 250;
/** Deletes in flight at once: quick, without hundreds of pending KV calls. */
const DELETE_CONCURRENCY = 25;

/** The domains' keys first, the translation service's texts (per language, shared by brands) last. */
const CACHE_PREFIXES = [BRAND_CONFIG_PREFIX, FLAGS_PREFIX, SERVICE_TEXTS_PREFIX] as const;

export interface KvPurge {
  /** A domain's keys (brand configuration, flags) that were present and are now gone. */
  keys: string[];
  /** Distinct domains those keys belonged to. */
  domains: string[];
  /** The translation service's texts purged with them. */
  texts: TextsPurge;
  /** False when the delete budget ran out before every listed key was gone. */
  complete: boolean;
}

interface TextsPurge {
  /** The languages whose cached texts were deleted (present or not). */
  languages: string[];
  /** Those that were present and are now gone. */
  keys: string[];
}

/**
 * Removes a domain's brand configuration and flag list, and the texts of its language (read
 * from the cached configuration; every language's when none is cached, as the domain's language
 * is then unknown). Only keys that existed are reported.
 */
export async function purgeDomainKeys(kv: KVNamespace, domain: string): Promise<KvPurge> {
  const domainKeys = [brandConfigKey(domain), flagsKey(domain)];
  const cachedConfig = await kv.get<{ value?: { language?: unknown } }>(brandConfigKey(domain), "json").catch(() => null);
  const language = cachedConfig?.value?.language;
  const languages: string[] = typeof language === "string" && (LANGUAGES as readonly string[]).includes(language) ? [language] : [...LANGUAGES].sort();
  const textKeys = languages.map(serviceTextsKey);
  const candidates = [...domainKeys, ...textKeys];
  // Marked first: a refresh already asking the origin must not write its copy back after the deletes.
  await markPurged(kv, candidates);
  forgetCached(candidates);
  forgetServiceTextFailures();
  const present = await Promise.all(candidates.map(async (key) => ((await kv.get(key)) !== null ? key : null)));
  await Promise.all(candidates.map((key) => kv.delete(key)));
  const gone = new Set(present.filter((key): key is string => key !== null));
  return {
    keys: domainKeys.filter((key) => gone.has(key)),
    domains: [domain],
    texts: { languages, keys: textKeys.filter((key) => gone.has(key)) },
    complete: true,
  };
}

/** Removes every key under the cache prefixes, page by page, within the per-call budget. */
export async function purgeAllCacheKeys(kv: KVNamespace, budget = DELETES_PER_CALL): Promise<KvPurge> {
  await markPurged(kv, "all");
  forgetAllCached();
  forgetServiceTextFailures();
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

function summary(deleted: string[], complete: boolean): KvPurge {
  const keys = deleted.filter((key) => !key.startsWith(SERVICE_TEXTS_PREFIX));
  const textKeys = deleted.filter((key) => key.startsWith(SERVICE_TEXTS_PREFIX));
  const domains = new Set(keys.map((key) => domainOfKey(key)));
  return { keys, domains: [...domains].sort(), texts: { languages: textKeys.map(domainOfKey).sort(), keys: textKeys }, complete };
}

function domainOfKey(key: string): string {
  const prefix = CACHE_PREFIXES.find((candidate) => key.startsWith(candidate));
  return prefix ? key.slice(prefix.length) : key;
}
