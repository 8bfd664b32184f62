export { readThrough, coalesced, forgetCached, forgetAllCached, type CachePolicy, type CacheEntry, type CacheRead, type CacheSource } from "./swr-cache";
export { brandConfigKey, flagsKey, BRAND_CONFIG_PREFIX, FLAGS_PREFIX } from "./keys";
export { brandConfigPolicy, flagsPolicy } from "./policy";
export { IsolateMemo } from "./isolate-memo";
