import { useAtomValue } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { lazy, useEffect, type ReactNode } from "react";
import type { FlagState } from "../../../shared/flags";
import { flagsAtom, maintenanceAtom } from "../../state/flags";
import { GlobalOverlays } from "./GlobalOverlays";
import { PageFrame } from "./PageFrame";

// Shown only while the flag is on: its code is fetched then, not with every page.
const MaintenancePage = lazy(() => import("../feedback/MaintenancePage").then((module) => ({ default: module.MaintenancePage })));

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
