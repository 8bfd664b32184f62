export { readThrough, coalesced, forgetCached, forgetAllCached, type CacheSource } from "./swr-cache";
export { brandConfigKey, flagsKey, serviceTextsKey, BRAND_CONFIG_PREFIX, FLAGS_PREFIX, SERVICE_TEXTS_PREFIX } from "./keys";
export { brandConfigPolicy, flagsPolicy, serviceTextsPolicy } from "./policy";
export { IsolateMemo } from "./isolate-memo";
export { markPurged } from "./purge-marks";
