import type { BrandConfig } from "../shared/brand-config";
import type { FlagState } from "../shared/flags";

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

/** What the Hono middleware hands to each page render. */
export interface PageContext {
  env: Env;
  ctx: ExecutionContext;
  nonce: string;
  domain: string;
  brand: BrandConfig;
  /** Settled when the flags arrived within the head start, otherwise still pending. */
  flags: FlagState | Promise<FlagState>;
  /** Server-Timing metrics gathered before the render starts. */
  timings: Record<string, number>;
}

export type AppBindings = {
  Bindings: Env;
  Variables: { secureHeadersNonce?: string; domain: string };
};
