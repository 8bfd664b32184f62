import { IsolateMemo } from "./isolate-memo";

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
 */

export interface CacheEntry<T> {
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

export interface CacheRead<T> {
  value: T;
  source: CacheSource;
}

const MISSING = Symbol("missing");
/** Entries this isolate read or wrote lately, and keys the origin had nothing for. */
const memo = new IsolateMemo<CacheEntry<unknown> | typeof MISSING>(2_000);

/** Makes this isolate read these keys from KV (and the origin) again: after a purge. */
export function forgetCached(keys: readonly string[]): void {
  for (const key of keys) memo.delete(key);
}

export function forgetAllCached(): void {
  memo.clear();
}

/** In-flight origin loads per key, shared by every request this isolate serves. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs `load` once per key at a time: concurrent callers share the first caller's promise. That
 * load belongs to the first caller's request, and the runtime cancels a request's outstanding
 * work when its client goes away; every request waiting on the shared promise would then fail
 * with it. So the load is handed to the starting request's `waitUntil`, which keeps it running
 * to the end whatever happens to that request.
 */
export function coalesced<T>(key: string, load: () => Promise<T>, waitUntil: (promise: Promise<unknown>) => void): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = load().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  waitUntil(started.catch(() => {}));
  return started;
}

/** KV reads in flight per key: requests arriving together after the memo lapsed share one. */
const kvReads = new Map<string, Promise<CacheEntry<unknown> | null>>();

/** One KV read per key at a time in this isolate, kept alive by the starting request (as `coalesced`). */
function sharedKvRead<T>(kv: KVNamespace, key: string, waitUntil: (promise: Promise<unknown>) => void): Promise<CacheEntry<T> | null> {
  const running = kvReads.get(key);
  if (running) return running as Promise<CacheEntry<T> | null>;
  const reading = readEntry<T>(kv, key);
  kvReads.set(key, reading);
  const done = () => kvReads.delete(key);
  reading.then(done, done);
  waitUntil(reading.catch(() => {}));
  return reading;
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
  /** Told when a stale entry could not be refreshed (and is served on). */
  onRefreshFailed?: (error: unknown) => void;
  /** False while the origin is known to be failing: a stale entry is then served without asking it. */
  mayRefresh?: () => boolean;
  now?: () => number;
}): Promise<CacheRead<T | null>> {
  const { kv, key, policy, load, waitUntil } = options;
  const now = options.now ?? Date.now;
  const loadAndStore = () =>
    coalesced(
      key,
      async () => {
        const value = await load();
        if (value === null) {
          memo.set(key, MISSING, policy.missingForMs, now());
          return value;
        }
        const entry = { fetchedAt: now(), value };
        memo.set(key, entry, policy.memoForMs, now());
        await writeEntry(kv, key, entry, policy);
        return value;
      },
      waitUntil,
    );

  const remembered = memo.get(key, now());
  if (remembered === MISSING) return { value: null, source: "fresh" };
  // When the memo has lapsed, the requests arriving together share one KV read: a burst of 32
  // pages reading a large entry (a language's texts) 32 times over left some waiting past 10 s
  // under local workerd (npm run bench, "errors under load").
  const entry = (remembered as CacheEntry<T> | undefined) ?? (await sharedKvRead<T>(kv, key, waitUntil));
  if (entry) {
    if (!remembered) memo.set(key, entry, policy.memoForMs, now());
    if (now() - entry.fetchedAt < policy.freshForMs) return { value: entry.value, source: "fresh" };
    if (options.mayRefresh && !options.mayRefresh()) return { value: entry.value, source: "stale" };
    waitUntil(
      loadAndStore().catch((error: unknown) => {
        console.warn(`cache refresh of ${key} failed; serving the stale copy`, error);
        options.onRefreshFailed?.(error);
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

async function writeEntry<T>(kv: KVNamespace, key: string, entry: CacheEntry<T>, policy: CachePolicy) {
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: Math.max(60, policy.keepForSeconds) });
  } catch (error) {
    console.warn(`KV write of ${key} failed; serving the origin's copy uncached`, error);
  }
}
