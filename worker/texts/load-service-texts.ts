import { loggableText } from "../../shared/observability/loggable-text";
import { TEXT_NAMESPACES, type ServiceTexts } from "../../shared/service-texts";
import { IsolateMemo, readThrough, serviceTextsKey, serviceTextsPolicy } from "../cache";
import { configOf } from "../config";
import type { Env, WaitUntilContext } from "../env";
import { serverEvent, trackFromWorker, type EventSite } from "../tracking";
import { fetchServiceTexts, TranslationServiceError, type TranslationService } from "./fetch-service-texts";

/** Tracked once per failed service call (not per page): ops should know the copy is not the service's. */
const TRANSLATION_SERVICE_FAILED_EVENT = "error.translation-service";

/** The service as the worker's vars configure it, or null when they do not (bundled texts only). */
function translationServiceOf(env: Env): TranslationService | null {
  const config = configOf(env);
  const apiUrl = config.TRANSLATION_API_URL?.trim();
  if (!apiUrl) return null;
  // Texts are not worth holding a page for long: after TRANSLATION_TIMEOUT_MS the bundled ones render.
  return { apiUrl, apiKey: config.TRANSLATION_API_KEY?.trim() ?? "", prefix: config.TRANSLATION_PREFIX, timeoutMs: config.TRANSLATION_TIMEOUT_MS };
}

/**
 * Languages whose service load failed lately in this isolate. Without it, a service that is down
 * (and no copy in KV) would hold every page for the timeout; with it, pages get the bundled texts
 * at once and the service is asked again after UNKNOWN_DOMAIN_CACHE_SECONDS (default 30). A stale
 * copy in KV is still served meanwhile: only the service call is skipped.
 */
const failedLately = new IsolateMemo<true>(16);

/** After a purge: ask the service again at once. */
export function forgetServiceTextFailures(): void {
  failedLately.clear();
}

class SkippedAfterFailure extends Error {}

/**
 * A language's texts from the translation service, with the brand configuration's cache rules
 * (KV, stale-while-revalidate, one shared service call per isolate, the isolate's short memo).
 * Never fails: null means the bundled texts alone (no service configured, or it failed with
 * nothing cached). `site` names the brand whose page asked, for the failure event.
 */
export async function loadServiceTexts(env: Env, language: string, ctx: WaitUntilContext, site: EventSite): Promise<ServiceTexts | null> {
  const service = translationServiceOf(env);
  if (!service) return null;
  const policy = serviceTextsPolicy(env);
  const load = async () => {
    if (failedLately.get(language, Date.now())) throw new SkippedAfterFailure();
    try {
      return await fetchServiceTexts(service, language, TEXT_NAMESPACES);
    } catch (error) {
      failedLately.set(language, true, policy.missingForMs, Date.now());
      // Logged here, once per service call, not once per request waiting on it.
      console.warn(`translation service failed for ${language}; bundled or cached texts stand: ${loggableText(messageOf(error))}`);
      trackFromWorker(env, ctx, serverEvent(env, site, TRANSLATION_SERVICE_FAILED_EVENT, "warning", { language, message: messageOf(error) }));
      throw error;
    }
  };
  try {
    const read = await readThrough({
      kv: env.CONFIG_CACHE,
      key: serviceTextsKey(language),
      policy,
      load,
      waitUntil: (p) => ctx.waitUntil(p),
      mayRefresh: () => !failedLately.get(language, Date.now()),
    });
    return read.value;
  } catch (error) {
    if (!(error instanceof SkippedAfterFailure) && !(error instanceof TranslationServiceError)) {
      console.warn(`translation texts for ${language} failed to load: ${loggableText(messageOf(error))}`);
    }
    return null;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
