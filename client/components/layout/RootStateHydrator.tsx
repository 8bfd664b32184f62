import { useHydrateAtoms } from "jotai/utils";
import type { ReactNode } from "react";
import {
  appVersionAtom,
  brandConfigAtom,
  crawlerAtom,
  hostnameAtom,
  memberIdAtom,
  memberNameAtom,
  nonceAtom,
  signedInAtom,
  signInAvailableAtom,
} from "../../state/brand";
import { consentAtom, thirdPartyScriptsAtom } from "../../state/consent";
import { devToolsAtom } from "../../state/dev-tools";
import { deploymentEnvironmentAtom, sentryDsnAtom } from "../../state/error-reporting";
import { flagsStreamedAtom } from "../../state/flags";
import type { RootLoaderData } from "../../state/root-loader-data";
import { webVitalsSampleRateAtom } from "../../state/web-vitals";

/** Seeds this request's store from the root loader's serialized state, once: components read the atoms. */
export function RootStateHydrator({ data, children }: { data: RootLoaderData; children: ReactNode }) {
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
    [thirdPartyScriptsAtom, data.thirdPartyScripts],
    [nonceAtom, data.nonce],
    [crawlerAtom, data.crawler ?? false],
    [sentryDsnAtom, data.sentryDsn],
    [deploymentEnvironmentAtom, data.environment],
    [flagsStreamedAtom, data.flags instanceof Promise],
    [webVitalsSampleRateAtom, data.webVitalsSampleRate],
  ] as const);
  return children;
}
