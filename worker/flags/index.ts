export { loadFlags } from "./load-flags";
export { fetchFlagList } from "./fetch-flags";
