import type { PageBrand } from "../../shared/brand-config/types";
import type { StoredConsent } from "../../shared/consent";
import type { FlagState } from "../../shared/flags";
import type { ThirdPartyScripts } from "../consent/third-party-scripts";

/**
 * What the root loader (root.tsx) sends with every document. Components read it from the atoms
 * RootStateHydrator seeds with it, never from the root match; a route's `meta`, which runs
 * outside React, reads the root match through this type.
 */
export interface RootLoaderData {
  brand: PageBrand;
  /** Every page's meta description; the landing content it is written from stays on the server. */
  description: string;
  hostname: string;
  /** A member is signed in (with or without an id). */
  signedIn: boolean;
  /** The signed-in member's id, or null (worker/auth/member-cookie.ts): no token ever. */
  memberId: string | null;
  memberName: string | null;
  signInAvailable: boolean;
  /** The request's CSP nonce: every script the page renders carries it. */
  nonce: string;
  /** Present only for a search engine's crawler, so every shopper's page carries not one byte more. */
  crawler?: true;
  /** Settled when known before the shell, else streamed (SPEC §2 start sequence). */
  flags: FlagState | Promise<FlagState>;
  themeCss: string;
  /** The address of the frame's texts (i18n/texts.ts): useT reads it from the root match. */
  texts: string;
  devTools: boolean;
  appVersion: string;
  environment: string;
  /** Error reporting in the browser starts only when the worker has a DSN (public by design). */
  sentryDsn: string | null;
  /** Read from the cookies by the worker: the banner renders on the server only when null. */
  consent: StoredConsent;
  thirdPartyScripts: ThirdPartyScripts;
  /** The share of page loads that report their web vitals (0 to 1): the worker's WEB_VITALS_SAMPLE_RATE. */
  webVitalsSampleRate: number;
}
