export { backendTransport } from "./backend-transport";
export { loaderTransport } from "./loader-transport";
export { INVALID_ANSWER_EVENT, invalidAnswerProperties, reportingInvalidAnswers } from "./invalid-answers";
