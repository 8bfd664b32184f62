import { useAtomValue } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useEffect, type ReactNode } from "react";
import type { FlagState } from "../../../shared/flags";
import { flagsAtom, maintenanceAtom } from "../../state/flags";
import { MaintenancePage } from "../feedback/MaintenancePage";
import { GlobalOverlays } from "./GlobalOverlays";
import { PageFrame } from "./PageFrame";

/** The app once flags are known: the maintenance page on every route, or the routed screen. */
export function AppWithFlags({ flags, children }: { flags: FlagState; children: ReactNode }) {
  useHydrateAtoms([[flagsAtom, flags]] as const);
  const maintenance = useAtomValue(maintenanceAtom);
  useEffect(() => {
    // The explicit hydration marker end-to-end tests wait for (never a sleep).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      {maintenance ? <MaintenancePage /> : <PageFrame>{children}</PageFrame>}
      <GlobalOverlays />
    </>
  );
}
