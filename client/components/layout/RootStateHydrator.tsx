import { useHydrateAtoms } from "jotai/utils";
import type { ReactNode } from "react";
import type { BrandConfig } from "../../../shared/brand-config";
import type { Dictionary } from "../../i18n/translator";
import { appVersionAtom, brandAtom, hostnameAtom } from "../../state/brand";
import { devToolsAtom } from "../../state/dev-tools";
import { dictionaryAtom } from "../../state/i18n";

export interface RootStateData {
  brand: BrandConfig;
  hostname: string;
  dictionary: Dictionary;
  devTools: boolean;
  appVersion: string;
}

/** Seeds this request's store from the root loader's serialized state, once. */
export function RootStateHydrator({ data, children }: { data: RootStateData; children: ReactNode }) {
  useHydrateAtoms([
    [brandAtom, data.brand],
    [hostnameAtom, data.hostname],
    [dictionaryAtom, data.dictionary],
    [devToolsAtom, data.devTools],
    [appVersionAtom, data.appVersion],
  ] as const);
  return children;
}
