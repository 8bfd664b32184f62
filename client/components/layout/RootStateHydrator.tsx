import { useHydrateAtoms } from "jotai/utils";
import type { ReactNode } from "react";
import type { PageBrand } from "../../../shared/brand-config/types";
import type { StoredConsent } from "../../../shared/consent";
import type { ThirdPartyScripts } from "../../consent/third-party-scripts";
import { appVersionAtom, brandConfigAtom, hostnameAtom, memberIdAtom, memberNameAtom, signedInAtom, signInAvailableAtom } from "../../state/brand";
import { consentAtom, externalCookieManagerAtom } from "../../state/consent";
import { devToolsAtom } from "../../state/dev-tools";
import { webVitalsSampleRateAtom } from "../../state/web-vitals";

export interface RootStateData {
  brand: PageBrand;
  hostname: string;
  /** A member is signed in (with or without an id). */
  signedIn: boolean;
  /** The signed-in member's id, or null (worker/auth/member-cookie.ts): no token ever. */
  memberId: string | null;
  memberName: string | null;
  signInAvailable: boolean;
  /** The address of the frame's texts (i18n/texts.ts): useT reads it from the root match. */
  texts: string;
  devTools: boolean;
  appVersion: string;
  /** Read from the cookies by the worker: the banner renders on the server only when null. */
  consent: StoredConsent;
  thirdPartyScripts: ThirdPartyScripts;
  /** The share of page loads that report their web vitals (0 to 1). */
  webVitalsSampleRate: number;
}

/** Seeds this request's store from the root loader's serialized state, once. */
export function RootStateHydrator({ data, children }: { data: RootStateData; children: ReactNode }) {
  useHydrateAtoms([
    [brandConfigAtom, data.brand],
    [hostnameAtom, data.hostname],
    [signedInAtom, data.signedIn],
    [memberIdAtom, data.memberId],
    [memberNameAtom, data.memberName],
    [signInAvailableAtom, data.signInAvailable],
    [devToolsAtom, data.devTools],
    [appVersionAtom, data.appVersion],
    [consentAtom, data.consent],
    [externalCookieManagerAtom, data.thirdPartyScripts.cookieManager !== null],
    [webVitalsSampleRateAtom, data.webVitalsSampleRate],
  ] as const);
  return children;
}
