export { loadServiceTexts, forgetServiceTextFailures, translationServiceOf, DEFAULT_TRANSLATION_PREFIX } from "./load-service-texts";
export { fetchServiceTexts, TranslationServiceError, type TranslationService } from "./fetch-service-texts";
