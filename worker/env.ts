/** Bindings and variables of the worker (wrangler.toml `[vars]`, secrets, KV). */
export interface Env {
  API_BASE_URL: string;
  CONFIG_BASE_URL: string;
  EVENT_RECEIVER_URL: string;
  EVENT_RECEIVER_TOKEN: string;
  OPS_TOKEN: string;
  APP_VERSION: string;
  ENVIRONMENT: string;
  BRAND_DOMAIN?: string;
  SENTRY_DSN?: string;
  /** Seconds a cached brand config / flag list counts as fresh (defaults in cache/policy.ts). */
  CONFIG_FRESH_SECONDS?: string;
  FLAGS_FRESH_SECONDS?: string;
  CONFIG_CACHE: KVNamespace;
}

export type AppBindings = {
  Bindings: Env;
  Variables: { secureHeadersNonce?: string; domain: string };
};

/** The part of the execution context background work needs (Hono's and workerd's types differ). */
export type WaitUntilContext = Pick<ExecutionContext, "waitUntil">;
