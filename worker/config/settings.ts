import type { GenericSchema } from "valibot";
import { REQUEST_TIMEOUT_MS } from "../../shared/constants";
import type { Env } from "../env";
import { binding, milliseconds, onOff, optional, required, seconds, share, textWithDefault, wholeSeconds, type BindingRow, type SettingRow } from "./rows";

/**
 * Every name of `Env`, once: what it is (setting, secret, binding), its default, its unit and
 * what it means. The worker reads its configuration through this table only (config.ts), and
 * README's `## Configuration` table must agree with it on names and defaults
 * (tests/unit/configuration-table.test.ts). A new name of `Env` does not typecheck until it has
 * a row here, and tests/unit/env-secrets.test.ts refuses a name that looks secret (…TOKEN,
 * …SECRET, …KEY) classified as anything else.
 */
export const SETTINGS = {
  API_BASE_URL: required("URL", "The backend's app services (cart, shopping, deals, feature toggles, token auth, config cache admin)."),
  CONFIG_BASE_URL: required("URL", "The brand configuration service: GET/DELETE {CONFIG_BASE_URL}/brand-configurations/{domain}."),
  EVENT_RECEIVER_URL: required("URL", "The tracking event receiver."),
  EVENT_RECEIVER_TOKEN: required("text", "Sent in X-Event-Token to the receiver; never reaches the browser.", "secret"),
  OPS_TOKEN: optional("text", "Bearer token of /__ops/* (32+ characters outside local/test). Unset: only a local or test run's loopback hosts are answered.", "secret"),
  APP_VERSION: required("text", "The release named on events and error reports."),
  ENVIRONMENT: textWithDefault(
    "production",
    "local or test open a developer's loopback conveniences (ops without a token, ff.* overrides, developer tools, the development signing key, internal headers, identity encoding); anything else is production.",
  ),
  COOKIE_SIGNING_SECRET: optional(
    "text",
    "Key (32+ characters) of the edge's signed cookies: cart grants and the signed-in member. Unset: a development key on local/test runs; production opens no cart.",
    "secret",
  ),
  BRAND_DOMAIN: optional("text", "Serve this brand whatever the hostname (previews, single-brand deploys)."),
  // The DSN is not a secret: the browser's reporter is given the same one.
  SENTRY_DSN: optional("URL", "Error reporting (worker: toucan-js, browser: @sentry/react)."),
  COOKIE_MANAGER_SCRIPT_URL: optional("URL", "The external cookie manager Lastminute brands load instead of the built-in banner."),
  ANALYTICS_TAG_URL: optional("URL", "The analytics tag (gtag-like) Lastminute brands load when the tracking flag is on."),
  MAP_TILE_URL: optional("URL", "Map tiles of the results map, a {z}/{x}/{y} template. Unset: the stays on a plain coordinate canvas."),
  SSO_LOGIN_URL: optional("URL", "The single sign-on's login page of brands with hasSSO; /sign-in sends the shopper there with domain and returnUrl."),
  CONFIG_FRESH_SECONDS: seconds(300, "How long a cached brand configuration counts as fresh."),
  FLAGS_FRESH_SECONDS: seconds(60, "How long a cached flag list counts as fresh."),
  CACHE_MEMO_SECONDS: seconds(5, "How long an isolate reuses a KV read of brand config, flags and texts (0: every request reads KV)."),
  SEARCH_SHARING_SECONDS: seconds(5, "How long identical anonymous searches share one CreateSearch per isolate (0: never)."),
  DATE_PRICES_CACHE_SECONDS: wholeSeconds(600, "How long the flexible-dates strip keeps a day's cheapest price per normalised query (0: none)."),
  DATE_STRIP: onOff("off turns the flexible-dates strip off (a test's switch, for tests about a page's own calls)."),
  SHOPPING_RATE_LIMITER: binding("Counts results, detail and page actions per visitor (worker/rate-limit). Absent: not counted."),
  BEACON_RATE_LIMITER: binding("Counts beacons per visitor (worker/rate-limit). Absent: not counted."),
  UNKNOWN_DOMAIN_CACHE_SECONDS: seconds(30, "How long an isolate remembers a domain without a brand, or a failed translation service (never written to KV)."),
  CONFIG_TIMEOUT_MS: milliseconds(10_000, "How long the configuration service may take (then a stale copy, or the 503)."),
  SEARCH_BUDGET_MS: milliseconds(
    REQUEST_TIMEOUT_MS,
    "How long a search or a price being confirmed is waited for before the page says it took too long (SPEC §9; at most the default, tests scale it down).",
    REQUEST_TIMEOUT_MS,
  ),
  PROXY_TIMEOUT_MS: milliseconds(REQUEST_TIMEOUT_MS, "How long the backend may take to answer proxied and sign-in calls (504 after it)."),
  TRANSLATION_API_URL: optional("URL", "The translation service: {TRANSLATION_API_URL}{TRANSLATION_PREFIX}/{namespace}/{language}.json. Unset: the bundled texts alone."),
  TRANSLATION_API_KEY: optional("text", "The translation service's key, sent as X-Api-Key; never reaches the browser.", "secret"),
  TRANSLATION_PREFIX: textWithDefault("/i18n", "Where the translation files are under the service's URL."),
  TRANSLATION_TIMEOUT_MS: milliseconds(2_000, "How long a language's files may take on a cold miss (then the bundled texts, or the stale copy)."),
  TRANSLATION_FRESH_SECONDS: seconds(300, "How long the translation service's texts count as fresh in KV."),
  WEB_VITALS_SAMPLE_RATE: share(
    0.1,
    "The share of page loads whose shoppers (with measurement consent) report their Core Web Vitals, drawn once per page load (docs/web-vitals.md). wrangler.toml sets 1 for local runs; 0 turns it off.",
  ),
  CONFIG_CACHE: binding("KV: brand configs, flag lists and the translation service's texts.", "required"),
} as const satisfies Record<keyof Env, SettingRow<GenericSchema> | BindingRow>;
