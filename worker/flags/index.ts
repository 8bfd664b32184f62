export { loadFlags } from "./load-flags";
