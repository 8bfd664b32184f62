import type { ApiTransport } from "./api/transport";
import type { BrandConfig } from "./brand-config";
import type { StoredConsent } from "./consent";
import type { FlagState } from "./flags";
import type { DatePriceStore } from "./search/date-strip";
import type { ServiceTexts } from "./service-texts";

/**
 * What the worker hands React Router for every page request (its load context). Routes read the
 * brand and flags from here instead of fetching them again.
 */
export interface StorefrontLoadContext {
  nonce: string;
  /** A search engine's crawler asked (isbot): it gets the whole document and the results' structured data. */
  crawler: boolean;
  domain: string;
  /** The request's own hostname (the brand domain may be fixed by BRAND_DOMAIN). */
  hostname: string;
  brand: BrandConfig;
  /** Settled when the flags arrived within the worker's head start; otherwise streamed. */
  flags: FlagState | Promise<FlagState>;
  /**
   * The translation service's texts in the brand's language, laid over the bundled dictionaries
   * (client/i18n/dictionaries.server.ts); null when the service is not configured or failed with
   * nothing cached. The service's key stays in the worker.
   */
  serviceTexts: ServiceTexts | null;
  /**
   * How loaders call the backend (`createApi(context.backend)`): straight to API_BASE_URL with the
   * shopper's bearer added inside the transport. The auth cookie itself is deliberately not here.
   */
  backend: ApiTransport;
  appVersion: string;
  /** The worker's ENVIRONMENT (local, test, production), for error reports. */
  environment: string;
  sentryDsn: string | null;
  /** The share of page loads that report their web vitals (worker setting WEB_VITALS_SAMPLE_RATE, 0 to 1). */
  webVitalsSampleRate: number;
  /**
   * The carts this request's browser may open (the signed `__Host-cart-access` cookie), and the
   * grant for a cart an action has just created. The cookie itself never reaches a loader.
   */
  cartAccess: CartAccess;
  /**
   * A member is signed in (the edge's signed member cookie, set at sign-in beside the token). True
   * also when the backend gave no id (SPEC §3 names only the token and its lifetime).
   */
  signedIn: boolean;
  /**
   * The signed-in member's id (verified at the edge from a signed cookie), or null: no member, or
   * a member the backend gave no id (then checks that need the id degrade, docs/backend-contract.md).
   */
  memberId: string | null;
  /** The signed-in member's name as the backend gave it at sign-in (same signed cookie), or null. */
  memberName: string | null;
  /** The brand has single sign-on (hasSSO) and this edge knows where it starts (SSO_LOGIN_URL). */
  signInAvailable: boolean;
  /** Set when maintenance is known before the first byte, so the response can be a 503. */
  maintenance: boolean;
  /** The consent the request's cookies carry (accepted keys), or null when none is stored. */
  consent: StoredConsent;
  /** Third-party script URLs from the worker's vars (null when unset): Lastminute brands only. */
  thirdPartyScripts: { cookieManager: string | null; analyticsTag: string | null };
  /** The results map's tile URL template (worker var MAP_TILE_URL), or null for a plain canvas. */
  mapTileUrl: string | null;
  /**
   * How long this request's searches and pricing are waited for before the page says they took
   * too long (shared/search/search-budget.ts): 60 s, a crawler's shorter wait, or a test's.
   */
  searchBudgetMs: number;
  /** The flexible-dates strip's price cache (worker/date-prices); null: no strip (a crawler). */
  datePrices: DatePriceStore | null;
  waitUntil(promise: Promise<unknown>): void;
}

export interface CartAccess {
  /** False when the edge has no signing key (production without COOKIE_SIGNING_SECRET). */
  available: boolean;
  allows(cart: { cartId: string; requestUuid: string }): Promise<boolean>;
  /** A `Set-Cookie` value granting this browser `cart` (earlier grants kept). */
  grant(cart: { cartId: string; requestUuid: string }): Promise<string>;
}

// React Router's load context is this object (a type-only augmentation: shared stays runtime-free).
declare module "react-router" {
  interface AppLoadContext extends StorefrontLoadContext {}
}
