export { backendTransport } from "./backend-transport";
export { loaderTransport } from "./loader-transport";
export { searchSharingMsOf } from "./shared-searches";
export { INVALID_ANSWER_EVENT, invalidAnswerProperties, reportingInvalidAnswers } from "./invalid-answers";
