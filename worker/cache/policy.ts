import { configOf } from "../config";
import type { Env } from "../env";
import type { CachePolicy } from "./swr-cache";

const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * Per-isolate reuse of KV reads: a few seconds, far below KV's own propagation delay (up to a
 * minute between locations), so no purge or flag switch is noticeably later for it.
 */
function memoFor(env: Env) {
  const config = configOf(env);
  return { memoForMs: config.CACHE_MEMO_SECONDS * 1000, missingForMs: config.UNKNOWN_DOMAIN_CACHE_SECONDS * 1000 };
}

/** Brand configuration changes rarely: fresh for five minutes, kept a week as a fallback. */
export function brandConfigPolicy(env: Env): CachePolicy {
  return { freshForMs: configOf(env).CONFIG_FRESH_SECONDS * 1000, keepForSeconds: WEEK_SECONDS, ...memoFor(env) };
}

/** Flags switch maintenance on and off, so they go stale after a minute. */
export function flagsPolicy(env: Env): CachePolicy {
  return { freshForMs: configOf(env).FLAGS_FRESH_SECONDS * 1000, keepForSeconds: WEEK_SECONDS, ...memoFor(env) };
}

/** Texts change with campaigns, not by the minute: the brand configuration's rules (TRANSLATION_FRESH_SECONDS). */
export function serviceTextsPolicy(env: Env): CachePolicy {
  return { freshForMs: configOf(env).TRANSLATION_FRESH_SECONDS * 1000, keepForSeconds: WEEK_SECONDS, ...memoFor(env) };
}
