export { loadServiceTexts, forgetServiceTextFailures, translationServiceOf, DEFAULT_TRANSLATION_PREFIX, TRANSLATION_SERVICE_FAILED_EVENT } from "./load-service-texts";
export { fetchServiceTexts, TranslationServiceError, type TranslationService } from "./fetch-service-texts";
