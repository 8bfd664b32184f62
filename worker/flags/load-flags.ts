import { flagFailure, flagStateFrom, type FlagState } from "../../shared/flags";
import { loggableText } from "../../shared/observability/loggable-text";
import { flagsKey, flagsPolicy, readThrough } from "../cache";
import type { Env, WaitUntilContext } from "../env";
import { fetchFlagList } from "./fetch-flags";
import { configOf } from "../config";

/**
 * The start sequence's second step. A failure never stops the page: the app renders with no
 * flags and keeps the error message (SPEC §4). Local overrides are applied after the cache.
 */
export async function loadFlags(
  env: Env,
  domain: string,
  ctx: WaitUntilContext,
  overrides: Record<string, string>,
): Promise<FlagState> {
  try {
    const read = await readThrough({
      kv: env.CONFIG_CACHE,
      key: flagsKey(domain),
      policy: flagsPolicy(env),
      load: () => fetchFlagList(configOf(env).API_BASE_URL, domain),
      waitUntil: (p) => ctx.waitUntil(p),
    });
    return flagStateFrom(read.value ?? { toggles: [] }, overrides);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`flags for ${domain} failed to load: ${loggableText(message)}`);
    return flagFailure(message);
  }
}
