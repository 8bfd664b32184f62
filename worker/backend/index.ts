export { loaderTransport } from "./loader-transport";
