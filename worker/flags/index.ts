export { loadFlags } from "./load-flags";
export { fetchFlagList, FLAG_LIST_PATH } from "./fetch-flags";
