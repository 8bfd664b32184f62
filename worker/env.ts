import type { StartState } from "./start";

/** Bindings and variables of the worker (wrangler.toml `[vars]`, secrets, KV). */
export interface Env {
  API_BASE_URL: string;
  CONFIG_BASE_URL: string;
  EVENT_RECEIVER_URL: string;
  EVENT_RECEIVER_TOKEN: string;
  /** Unset: ops endpoints answer only a local or test run's loopback hosts. */
  OPS_TOKEN?: string;
  APP_VERSION: string;
  /** `local` or `test` turn on a developer's loopback conveniences; anything else, unset included, is production. */
  ENVIRONMENT?: string;
  /**
   * Secret (≥ 32 characters) the edge signs its cookies with: a browser's cart grants and the
   * signed-in member. A local or test run without one uses a development value; production
   * without one opens no cart.
   */
  COOKIE_SIGNING_SECRET?: string;
  BRAND_DOMAIN?: string;
  SENTRY_DSN?: string;
  /** Optional: the external cookie manager Lastminute brands load instead of the built-in banner. */
  COOKIE_MANAGER_SCRIPT_URL?: string;
  /** Optional: the analytics tag (gtag-like) Lastminute brands load when the tracking flag is on. */
  ANALYTICS_TAG_URL?: string;
  /**
   * Optional: map tiles for the results map, a URL template with {z}/{x}/{y} (no API key needed).
   * Unset, the map draws the stays on a plain coordinate canvas.
   */
  MAP_TILE_URL?: string;
  /**
   * Optional: the single sign-on's login page for brands with hasSSO. The edge's /sign-in sends the
   * shopper there with `domain` and `returnUrl`; the provider returns to `returnUrl` with `?a=`.
   */
  SSO_LOGIN_URL?: string;
  /** Seconds a cached brand config / flag list counts as fresh (defaults in cache/policy.ts). */
  CONFIG_FRESH_SECONDS?: string;
  FLAGS_FRESH_SECONDS?: string;
  /** Seconds an isolate reuses a KV read of brand config / flags (default 5; 0 reads KV every time). */
  CACHE_MEMO_SECONDS?: string;
  /** Seconds identical anonymous searches share one CreateSearch per isolate (default 5; 0 never). */
  SEARCH_SHARING_SECONDS?: string;
  /** Seconds a flexible-dates strip price is kept per normalised query (worker/date-prices; default 600, 0 keeps none). */
  DATE_PRICES_CACHE_SECONDS?: string;
  /** Counts results, detail and page actions per visitor (worker/rate-limit); absent: not counted. */
  SHOPPING_RATE_LIMITER?: RateLimit;
  /** Counts beacons per visitor (worker/rate-limit); absent: not counted. */
  BEACON_RATE_LIMITER?: RateLimit;
  /** Seconds an isolate remembers a domain without a brand (default 30; never written to KV). */
  UNKNOWN_DOMAIN_CACHE_SECONDS?: string;
  /** Milliseconds the configuration service may take (default 10000). */
  CONFIG_TIMEOUT_MS?: string;
  /**
   * Milliseconds a search or a price being confirmed is waited for before the page says it took
   * too long (default and maximum 60000, SPEC §9; tests scale it down). shared/search/search-budget.ts.
   */
  SEARCH_BUDGET_MS?: string;
  /** Milliseconds the backend may take to answer proxied and sign-in calls (default 60000, SPEC §9). */
  PROXY_TIMEOUT_MS?: string;
  /**
   * The translation service (SPEC §7): files at `{TRANSLATION_API_URL}{TRANSLATION_PREFIX}/{namespace}/{language}.json`,
   * asked with `X-Api-Key: TRANSLATION_API_KEY` (a secret in production; never sent to the browser).
   * Unset URL: the bundled dictionaries alone.
   */
  TRANSLATION_API_URL?: string;
  TRANSLATION_API_KEY?: string;
  /** Default `/i18n`. */
  TRANSLATION_PREFIX?: string;
  /** Milliseconds the service may take for a language's files (default 2000; the bundled texts after it). */
  TRANSLATION_TIMEOUT_MS?: string;
  /** Seconds the service's texts count as fresh in KV (default 300). */
  TRANSLATION_FRESH_SECONDS?: string;
  CONFIG_CACHE: KVNamespace;
}

/**
 * What each name of `Env` is, for the code that must treat secrets apart: every `secret` is
 * scrubbed from every error report (observability/request-data.ts) wherever it turns up. A new
 * name of `Env` does not typecheck until it is classified here, and tests/unit/env-secrets.test.ts
 * refuses a name that looks secret (…TOKEN, …SECRET, …KEY) classified as anything else.
 */
export const ENV_NAMES = {
  API_BASE_URL: "setting",
  CONFIG_BASE_URL: "setting",
  EVENT_RECEIVER_URL: "setting",
  EVENT_RECEIVER_TOKEN: "secret",
  OPS_TOKEN: "secret",
  APP_VERSION: "setting",
  ENVIRONMENT: "setting",
  COOKIE_SIGNING_SECRET: "secret",
  BRAND_DOMAIN: "setting",
  // The DSN is not a secret: the browser's reporter is given the same one.
  SENTRY_DSN: "setting",
  COOKIE_MANAGER_SCRIPT_URL: "setting",
  ANALYTICS_TAG_URL: "setting",
  MAP_TILE_URL: "setting",
  SSO_LOGIN_URL: "setting",
  CONFIG_FRESH_SECONDS: "setting",
  FLAGS_FRESH_SECONDS: "setting",
  CACHE_MEMO_SECONDS: "setting",
  SEARCH_SHARING_SECONDS: "setting",
  DATE_PRICES_CACHE_SECONDS: "setting",
  SHOPPING_RATE_LIMITER: "binding",
  BEACON_RATE_LIMITER: "binding",
  UNKNOWN_DOMAIN_CACHE_SECONDS: "setting",
  CONFIG_TIMEOUT_MS: "setting",
  SEARCH_BUDGET_MS: "setting",
  PROXY_TIMEOUT_MS: "setting",
  TRANSLATION_API_URL: "setting",
  TRANSLATION_API_KEY: "secret",
  TRANSLATION_PREFIX: "setting",
  TRANSLATION_TIMEOUT_MS: "setting",
  TRANSLATION_FRESH_SECONDS: "setting",
  CONFIG_CACHE: "binding",
} as const satisfies Record<keyof Env, "secret" | "setting" | "binding">;

export type EnvSecretName = { [Name in keyof typeof ENV_NAMES]: (typeof ENV_NAMES)[Name] extends "secret" ? Name : never }[keyof typeof ENV_NAMES];

export const ENV_SECRETS = (Object.keys(ENV_NAMES) as (keyof typeof ENV_NAMES)[]).filter((name): name is EnvSecretName => ENV_NAMES[name] === "secret");

/** The values of every secret the worker holds (unset ones left out). */
export function envSecretValues(env: Partial<Pick<Env, EnvSecretName>>): string[] {
  return ENV_SECRETS.map((name) => env[name]).filter((value): value is string => typeof value === "string" && value !== "");
}

export type AppBindings = {
  Bindings: Env;
  Variables: { secureHeadersNonce?: string; domain: string; start: StartState };
};

/** The part of the execution context background work needs (Hono's and workerd's types differ). */
export type WaitUntilContext = Pick<ExecutionContext, "waitUntil">;
