export { loadServiceTexts, forgetServiceTextFailures } from "./load-service-texts";
