import { useHydrateAtoms } from "jotai/utils";
import type { ReactNode } from "react";
import type { BrandConfig } from "../../../shared/brand-config";
import type { StoredConsent } from "../../../shared/consent";
import type { ThirdPartyScripts } from "../../consent/third-party-scripts";
import type { Dictionary } from "../../i18n/translator";
import { appVersionAtom, brandConfigAtom, hostnameAtom } from "../../state/brand";
import { consentAtom, externalCookieManagerAtom } from "../../state/consent";
import { devToolsAtom } from "../../state/dev-tools";
import { dictionaryAtom } from "../../state/i18n";

export interface RootStateData {
  brand: BrandConfig;
  hostname: string;
  dictionary: Dictionary;
  devTools: boolean;
  appVersion: string;
  /** Read from the cookies by the worker: the banner renders on the server only when null. */
  consent: StoredConsent;
  thirdPartyScripts: ThirdPartyScripts;
}

/** Seeds this request's store from the root loader's serialized state, once. */
export function RootStateHydrator({ data, children }: { data: RootStateData; children: ReactNode }) {
  useHydrateAtoms([
    [brandConfigAtom, data.brand],
    [hostnameAtom, data.hostname],
    [dictionaryAtom, data.dictionary],
    [devToolsAtom, data.devTools],
    [appVersionAtom, data.appVersion],
    [consentAtom, data.consent],
    [externalCookieManagerAtom, data.thirdPartyScripts.cookieManager !== null],
  ] as const);
  return children;
}
