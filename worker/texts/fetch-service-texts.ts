import { contentHash, textDictionaryFrom, type ServiceTexts, type TextDictionary } from "../../shared/service-texts";

/** The translation service answered, but not usably (down, 5xx, a timeout, a body that is not texts). */
export class TranslationServiceError extends Error {
  override name = "TranslationServiceError";
}

export interface TranslationService {
  apiUrl: string;
  /** Sent as `X-Api-Key` (when set); never logged, never in an error message. */
  apiKey: string;
  /** Where the files are under the API URL: `{prefix}/{namespace}/{language}.json`. */
  prefix: string;
  timeoutMs: number;
}

/**
 * One language's texts: every namespace file fetched at once. A namespace the service has no file
 * for (404) is simply not there (the bundled one stands); any other failure fails the whole load,
 * so a page never mixes two versions of the service's texts (the caller keeps the last good copy).
 */
export async function fetchServiceTexts(service: TranslationService, language: string, namespaces: readonly string[]): Promise<ServiceTexts> {
  const signal = AbortSignal.timeout(service.timeoutMs);
  const files = await Promise.all(namespaces.map(async (namespace) => [namespace, await fetchNamespace(service, namespace, language, signal)] as const));
  const found: Record<string, TextDictionary> = {};
  for (const [namespace, texts] of files) if (texts) found[namespace] = texts;
  return { version: contentHash(JSON.stringify(found)), namespaces: found };
}

async function fetchNamespace(service: TranslationService, namespace: string, language: string, signal: AbortSignal): Promise<TextDictionary | null> {
  const file = `${namespace}/${language}.json`;
  const url = `${service.apiUrl.replace(/\/+$/, "")}${normalizedPrefix(service.prefix)}/${file}`;
  let response: Response;
  try {
    const headers: Record<string, string> = { accept: "application/json" };
    if (service.apiKey) headers["x-api-key"] = service.apiKey;
    response = await fetch(url, { headers, signal });
  } catch (error) {
    const reason = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError") ? `no answer within ${service.timeoutMs} ms` : String(error);
    throw new TranslationServiceError(`translation service unreachable for ${file}: ${reason}`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new TranslationServiceError(`translation service answered ${response.status} for ${file}`);
  }
  const document: unknown = await response.json().catch(() => {
    throw new TranslationServiceError(`translation service answered ${file} with a body that is not JSON`);
  });
  const parsed = textDictionaryFrom(document);
  if (!parsed.ok) throw new TranslationServiceError(`translation service answered ${file} with something that is not texts (${parsed.issue})`);
  return parsed.texts;
}

/** `/i18n`, `i18n` and `/i18n/` all mean the same folder; an empty prefix means the API URL itself. */
function normalizedPrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}` : "";
}
