import { PURGE_ALL_MARK, purgeMarkKey } from "./keys";

/**
 * A purge is final: a refresh (stale-while-revalidate, a miss) that asked the origin before the
 * purge must not write its copy after it, or the purged configuration comes back. Each purge
 * leaves a mark with its time, in this isolate and in KV (for the other isolates of the
 * location); a load checks the marks before it writes KV or its isolate's memo, and a copy older
 * than a mark is served to whoever waited for it and kept nowhere.
 *
 * KV is eventually consistent between locations (up to a minute), so a refresh in another
 * location may not see the mark yet; within a location it does.
 */

/** Far longer than any load may run (their timeouts are seconds); KV's minimum is 60. */
const MARK_SECONDS = 3_600;
const MARK_MS = MARK_SECONDS * 1000;

/** Purges seen by this isolate: key → time. Bounded by the purges themselves (a few keys a domain). */
const purgedHere = new Map<string, number>();
let allPurgedHereAt = Number.NEGATIVE_INFINITY;

function forgetOldMarks(now: number): void {
  for (const [key, at] of purgedHere) if (now - at > MARK_MS) purgedHere.delete(key);
}

/** Records a purge of these keys (or of all) at `at`, here and in KV. A failed KV write costs only the other isolates' check. */
export async function markPurged(kv: KVNamespace, keys: readonly string[] | "all", at: number = Date.now()): Promise<void> {
  forgetOldMarks(at);
  const markKeys = keys === "all" ? [PURGE_ALL_MARK] : keys.map(purgeMarkKey);
  if (keys === "all") allPurgedHereAt = at;
  else for (const key of keys) purgedHere.set(key, at);
  await Promise.all(
    markKeys.map((markKey) =>
      kv.put(markKey, String(at), { expirationTtl: MARK_SECONDS }).catch((error: unknown) => console.warn(`KV write of purge mark ${markKey} failed`, error)),
    ),
  );
}

/** Whether this isolate saw a purge of `key` at or after `since` (no KV read). */
export function purgedHereSince(key: string, since: number): boolean {
  return allPurgedHereAt >= since || (purgedHere.get(key) ?? Number.NEGATIVE_INFINITY) >= since;
}

/** Whether `key` was purged at or after `since`, here or, as KV tells, in another isolate. */
export async function purgedSince(kv: KVNamespace, key: string, since: number): Promise<boolean> {
  if (purgedHereSince(key, since)) return true;
  const marks = await Promise.all([kv.get(purgeMarkKey(key)), kv.get(PURGE_ALL_MARK)]).catch(() => [null, null]);
  return marks.some((mark) => mark !== null && Number(mark) >= since);
}
