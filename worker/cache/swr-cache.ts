import { IsolateMemo } from "./isolate-memo";
import { purgedHereSince, purgedSince } from "./purge-marks";

/**
 * A KV-backed read-through cache with stale-while-revalidate and coalesced misses.
 * Entries carry their fetch time: fresh ones are served directly, stale ones are served while a
 * refresh runs in `waitUntil`, and concurrent misses in one isolate share a single origin call.
 * If the origin is down, whatever stale copy KV still holds keeps being served. KV failing
 * (a read or a write throwing) costs the cache, never the answer: the origin's value is used.
 *
 * In front of KV, each isolate remembers what it read for a few seconds (`memoForMs`), and an
 * origin's "nothing here" (`null`, an unknown domain) for `missingForMs`: a page request then
 * costs no KV read, and a stream of requests for unknown hosts no origin call each. Purges
 * forget the memo (`forgetCached`), so a purged domain is read afresh in this isolate at once.
 *
 * A purge is final: a load that started before it never writes its copy to KV or the memo after
 * it (purge-marks.ts), and requests after the purge never share a load or a KV read begun before it.
 */

interface CacheEntry<T> {
  fetchedAt: number;
  value: T;
}

export interface CachePolicy {
  /** How long an entry is served without a refresh. */
  freshForMs: number;
  /** How long KV keeps an entry at all (the stale fallback window). */
  keepForSeconds: number;
  /** How long this isolate reuses what it read from KV before reading KV again. */
  memoForMs: number;
  /** How long this isolate remembers that the origin had nothing (not written to KV). */
  missingForMs: number;
}

export type CacheSource = "fresh" | "stale" | "origin";

interface CacheRead<T> {
  value: T;
  source: CacheSource;
}

const MISSING = Symbol("missing");
/** Entries this isolate read or wrote lately, and keys the origin had nothing for. */
const memo = new IsolateMemo<CacheEntry<unknown> | typeof MISSING>(2_000);

/**
 * One promise per key at a time: concurrent callers share the first caller's. That work belongs
 * to the first caller's request, and the runtime cancels a request's outstanding work when its
 * client goes away; every request waiting on the shared promise would then fail with it. So it is
 * handed to the starting request's `waitUntil`, which keeps it running to the end whatever
 * happens to that request. `forget` lets later callers start afresh (the running one finishes).
 */
function sharedPerKey() {
  const running = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, start: () => Promise<T>, waitUntil: (promise: Promise<unknown>) => void): Promise<T> {
      const shared = running.get(key) as Promise<T> | undefined;
      if (shared) return shared;
      const started = start();
      running.set(key, started);
      const done = () => {
        if (running.get(key) === started) running.delete(key);
      };
      started.then(done, done);
      waitUntil(started.catch(() => {}));
      return started;
    },
    forget(key: string): void {
      running.delete(key);
    },
    forgetAll(): void {
      running.clear();
    },
  };
}

/** Other in-flight work shared per key (a sign-in exchange): as the cache's own loads below. */
const otherWork = sharedPerKey();
/** In-flight origin loads per cache key, shared by every request this isolate serves. */
const originLoads = sharedPerKey();
/** KV reads in flight per key: requests arriving together after the memo lapsed share one. */
const kvReads = sharedPerKey();

/** Runs `load` once per key at a time: concurrent callers share the first caller's promise (see sharedPerKey). */
export function coalesced<T>(key: string, load: () => Promise<T>, waitUntil: (promise: Promise<unknown>) => void): Promise<T> {
  return otherWork.run(key, load, waitUntil);
}

/** Makes this isolate read these keys from KV (and the origin) again: after a purge. */
export function forgetCached(keys: readonly string[]): void {
  for (const key of keys) {
    memo.delete(key);
    originLoads.forget(key);
    kvReads.forget(key);
  }
}

export function forgetAllCached(): void {
  memo.clear();
  originLoads.forgetAll();
  kvReads.forgetAll();
}

/** One KV read per key at a time in this isolate, kept alive by the starting request (as `coalesced`). */
function sharedKvRead<T>(kv: KVNamespace, key: string, waitUntil: (promise: Promise<unknown>) => void): Promise<CacheEntry<T> | null> {
  return kvReads.run(key, () => readEntry<T>(kv, key), waitUntil);
}

/**
 * Reads `key`; on a miss calls `load`. A `null` from `load` means "nothing to cache"
 * (say, an unknown domain) and is returned as is. Errors of `load` on a miss propagate.
 */
export async function readThrough<T>(options: {
  kv: KVNamespace;
  key: string;
  policy: CachePolicy;
  load: () => Promise<T | null>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Told when a stale entry could not be refreshed (and is served on), with that stale value. */
  onRefreshFailed?: (error: unknown, stale: T) => void;
  /** False while the origin is known to be failing: a stale entry is then served without asking it. */
  mayRefresh?: () => boolean;
  now?: () => number;
}): Promise<CacheRead<T | null>> {
  const { kv, key, policy, load, waitUntil } = options;
  const now = options.now ?? Date.now;
  const loadAndStore = () =>
    originLoads.run(
      key,
      async () => {
        const startedAt = now();
        const value = await load();
        if (value === null) {
          // "Nothing here" is only ever remembered in this isolate, so this isolate's marks decide.
          if (!purgedHereSince(key, startedAt)) memo.set(key, MISSING, policy.missingForMs, now());
          return value;
        }
        const entry = { fetchedAt: now(), value };
        if (!(await storeUnlessPurged(kv, key, entry, policy, startedAt))) {
          console.log(`cache load of ${key} discarded: purged while it ran`);
          return value;
        }
        if (!purgedHereSince(key, startedAt)) memo.set(key, entry, policy.memoForMs, now());
        // A purge can land between the check and the write: looked for again once the waiting
        // requests have their answer (off their path), and the copy taken back out then.
        waitUntil(takeBackIfPurged(kv, key, entry, startedAt));
        return value;
      },
      waitUntil,
    );

  const remembered = memo.get(key, now());
  if (remembered === MISSING) return { value: null, source: "fresh" };
  const readAt = now();
  // When the memo has lapsed, the requests arriving together share one KV read: a burst of 32
  // pages reading a large entry (a language's texts) 32 times over left some waiting past 10 s
  // under local workerd (npm run bench, "errors under load").
  const entry = (remembered as CacheEntry<T> | undefined) ?? (await sharedKvRead<T>(kv, key, waitUntil));
  if (entry) {
    // A KV read that began before a purge here holds what the purge deleted: served once, not remembered.
    if (!remembered && !purgedHereSince(key, readAt)) memo.set(key, entry, policy.memoForMs, now());
    if (now() - entry.fetchedAt < policy.freshForMs) return { value: entry.value, source: "fresh" };
    if (options.mayRefresh && !options.mayRefresh()) return { value: entry.value, source: "stale" };
    waitUntil(
      loadAndStore().catch((error: unknown) => {
        console.warn(`cache refresh of ${key} failed; serving the stale copy`, error);
        options.onRefreshFailed?.(error, entry.value);
      }),
    );
    return { value: entry.value, source: "stale" };
  }
  return { value: await loadAndStore(), source: "origin" };
}

async function readEntry<T>(kv: KVNamespace, key: string): Promise<CacheEntry<T> | null> {
  const raw = await kv.get<CacheEntry<T>>(key, "json").catch(() => null);
  if (!raw || typeof raw.fetchedAt !== "number" || !("value" in raw)) return null;
  return raw;
}

/** Writes the entry unless the key was purged after `startedAt` (its load began before the purge). */
async function storeUnlessPurged<T>(kv: KVNamespace, key: string, entry: CacheEntry<T>, policy: CachePolicy, startedAt: number): Promise<boolean> {
  if (await purgedSince(kv, key, startedAt)) return false;
  await writeEntry(kv, key, entry, policy);
  return true;
}

/** After the write: a purge that landed since the check takes the copy out of KV and the memo. */
async function takeBackIfPurged<T>(kv: KVNamespace, key: string, entry: CacheEntry<T>, startedAt: number): Promise<void> {
  if (!(await purgedSince(kv, key, startedAt))) return;
  if (memo.get(key, Number.NEGATIVE_INFINITY) === entry) memo.delete(key);
  await kv.delete(key).catch(() => {});
  console.log(`cache load of ${key} discarded: purged while it ran`);
}

async function writeEntry<T>(kv: KVNamespace, key: string, entry: CacheEntry<T>, policy: CachePolicy) {
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: Math.max(60, policy.keepForSeconds) });
  } catch (error) {
    console.warn(`KV write of ${key} failed; serving the origin's copy uncached`, error);
  }
}
