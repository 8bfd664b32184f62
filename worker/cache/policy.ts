import type { Env } from "../env";
import type { CachePolicy } from "./swr-cache";

const WEEK_SECONDS = 7 * 24 * 3600;

function seconds(raw: string | undefined, fallback: number): number {
  const parsed = Number(raw);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** Brand configuration changes rarely: fresh for five minutes, kept a week as a fallback. */
export function brandConfigPolicy(env: Env): CachePolicy {
  return { freshForMs: seconds(env.CONFIG_FRESH_SECONDS, 300) * 1000, keepForSeconds: WEEK_SECONDS };
}

/** Flags switch maintenance on and off, so they go stale after a minute. */
export function flagsPolicy(env: Env): CachePolicy {
  return { freshForMs: seconds(env.FLAGS_FRESH_SECONDS, 60) * 1000, keepForSeconds: WEEK_SECONDS };
}
