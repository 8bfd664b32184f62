export { loadServiceTexts, forgetServiceTextFailures, translationServiceOf, TRANSLATION_SERVICE_FAILED_EVENT } from "./load-service-texts";
export { fetchServiceTexts, TranslationServiceError, type TranslationService } from "./fetch-service-texts";
