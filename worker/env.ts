/**
 * The worker's bindings as workerd hands them (wrangler.toml `[vars]`, secrets, KV, rate
 * limiters): raw strings, read through the typed configuration (worker/config), which holds what
 * each one means, its default and its unit. The bottom layer: it imports nothing.
 */
export interface Env {
  API_BASE_URL: string;
  CONFIG_BASE_URL: string;
  EVENT_RECEIVER_URL: string;
  EVENT_RECEIVER_TOKEN: string;
  OPS_TOKEN?: string;
  APP_VERSION: string;
  ENVIRONMENT?: string;
  COOKIE_SIGNING_SECRET?: string;
  BRAND_DOMAIN?: string;
  SENTRY_DSN?: string;
  COOKIE_MANAGER_SCRIPT_URL?: string;
  ANALYTICS_TAG_URL?: string;
  MAP_TILE_URL?: string;
  SSO_LOGIN_URL?: string;
  CONFIG_FRESH_SECONDS?: string;
  FLAGS_FRESH_SECONDS?: string;
  CACHE_MEMO_SECONDS?: string;
  SEARCH_SHARING_SECONDS?: string;
  DATE_PRICES_CACHE_SECONDS?: string;
  DATE_STRIP?: string;
  SHOPPING_RATE_LIMITER?: RateLimit;
  BEACON_RATE_LIMITER?: RateLimit;
  UNKNOWN_DOMAIN_CACHE_SECONDS?: string;
  CONFIG_TIMEOUT_MS?: string;
  SEARCH_BUDGET_MS?: string;
  PROXY_TIMEOUT_MS?: string;
  TRANSLATION_API_URL?: string;
  TRANSLATION_API_KEY?: string;
  TRANSLATION_PREFIX?: string;
  TRANSLATION_TIMEOUT_MS?: string;
  TRANSLATION_FRESH_SECONDS?: string;
  WEB_VITALS_SAMPLE_RATE?: string;
  CONFIG_CACHE: KVNamespace;
}

/** The part of the execution context background work needs (Hono's and workerd's types differ). */
export type WaitUntilContext = Pick<ExecutionContext, "waitUntil">;
