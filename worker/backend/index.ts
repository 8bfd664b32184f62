export { backendTransport } from "./backend-transport";
export { loaderTransport } from "./loader-transport";
export { searchSharingMsOf } from "./shared-searches";
