import type { Context } from "hono";
import { endTime, startTime } from "hono/timing";
import { isbot } from "isbot";
import type { BrandConfig } from "../../shared/brand-config";
import { consentFromCookies, type StoredConsent } from "../../shared/consent";
import { isLocalEnvironment } from "../../shared/environment";
import { isMaintenanceOn } from "../../shared/features";
import type { FlagState } from "../../shared/flags";
import type { ServiceTexts } from "../../shared/service-texts";
import { withDeadline } from "../../shared/with-deadline";
import type { AppBindings } from "../app-bindings";
import { sessionOf, type Session } from "../auth/session";
import type { CacheSource } from "../cache";
import { configOf } from "../config";
import { cookiesOf } from "../http/request-cookies";

/** How long the shell waits for flags before streaming the loading screen instead. */
const FLAGS_HEAD_START_MS = 150;
/**
 * Crawlers get the whole document at once anyway (entry.server waits for allReady), so they wait
 * for the flags before the headers too: a site in maintenance then answers them 503, not 200.
 */
const CRAWLER_FLAGS_WAIT_MS = 10_000;

/** What a page request is, read once for every step of its rendering. */
export interface PageVisit {
  url: URL;
  hostname: string;
  domain: string;
  brand: BrandConfig;
  /** Where the brand configuration came from (KV, the isolate's memo, the service). */
  brandSource: CacheSource;
  session: Session;
  /** A search engine's crawler asked (isbot, asked here only): it gets the whole document. */
  crawler: boolean;
  /** Settled when the flags arrived within their head start; otherwise streamed. */
  flags: FlagState | Promise<FlagState>;
  /** Maintenance known before the first byte (then the answer is a 503). */
  maintenance: boolean;
  serviceTexts: ServiceTexts | null;
  consent: StoredConsent;
  nonce: string;
  /** A local or test run (ENVIRONMENT): a developer's headers and streaming without compression. */
  local: boolean;
}

type HeadStart = { settled: true; value: FlagState } | { settled: false; pending: Promise<FlagState> };

/**
 * Gives the flags a head start: their value if they settle within it, otherwise the promise
 * itself (to be streamed). A warm KV read then decides status codes before the first byte, while
 * a slow origin never holds the shell back. (The pending promise is wrapped: a promise that
 * resolved with it bare would adopt it and wait after all.)
 */
function flagsHeadStart(flags: Promise<FlagState>, crawler: boolean): Promise<HeadStart> {
  const ms = crawler ? CRAWLER_FLAGS_WAIT_MS : FLAGS_HEAD_START_MS;
  return withDeadline(
    () => flags.then((value): HeadStart => ({ settled: true, value })),
    Date.now() + ms,
    (): HeadStart => ({ settled: false, pending: flags }),
  );
}

/** The start sequence's findings for a brand that was found, with who is asking and the flags' head start. */
export async function pageVisitOf(c: Context<AppBindings>, brand: BrandConfig, brandSource: CacheSource): Promise<PageVisit> {
  const { hostname, domain, flags: flagsPromise, texts: textsPromise } = c.get("start");
  // Who is asking, read once: the token, and the member only when signed over that very token.
  const session = await sessionOf(c.env, c.req.raw, domain);
  startTime(c, "flags", "feature flags");
  const crawler = isbot(c.req.header("user-agent") ?? "");
  // The start sequence starts the flags whenever it found the brand, as it did here.
  const headStart = await flagsHeadStart(flagsPromise!, crawler);
  // Streamed flags arrive after the headers are gone: the metric then measures the head start.
  endTime(c, "flags");
  // Started beside the flags; from KV or this isolate's memo except on a cold miss.
  startTime(c, "texts", "translation service texts");
  const serviceTexts = (await textsPromise) ?? null;
  endTime(c, "texts");
  return {
    url: new URL(c.req.url),
    hostname,
    domain,
    brand,
    brandSource,
    session,
    crawler,
    flags: headStart.settled ? headStart.value : headStart.pending,
    maintenance: headStart.settled && isMaintenanceOn(headStart.value),
    serviceTexts,
    consent: consentFromCookies(cookiesOf(c.req.raw).decodedRecord()),
    nonce: c.get("secureHeadersNonce") ?? "",
    local: isLocalEnvironment(configOf(c.env).ENVIRONMENT),
  };
}
