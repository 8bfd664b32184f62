/**
 * KV key layout. The version segment changes whenever the cached shape does, so a deploy never
 * reads an entry written by an older mapping.
 */
export const BRAND_CONFIG_PREFIX = "brand-config:v1:";
export const FLAGS_PREFIX = "flags:v1:";
/** The translation service's texts, per language (brands of one language share them). */
export const SERVICE_TEXTS_PREFIX = "texts:v1:";

export const brandConfigKey = (domain: string) => `${BRAND_CONFIG_PREFIX}${domain}`;
export const flagsKey = (domain: string) => `${FLAGS_PREFIX}${domain}`;
export const serviceTextsKey = (language: string) => `${SERVICE_TEXTS_PREFIX}${language}`;

/**
 * When a key (or every key) was last purged: a refresh that started before then never writes
 * (purge-marks.ts). Outside the cache prefixes, so purging everything never deletes them.
 */
export const PURGE_MARK_PREFIX = "cache-purge:v1:";
export const purgeMarkKey = (key: string) => `${PURGE_MARK_PREFIX}key:${key}`;
export const PURGE_ALL_MARK = `${PURGE_MARK_PREFIX}all`;
