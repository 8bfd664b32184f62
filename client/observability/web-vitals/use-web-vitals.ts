import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useMatches } from "react-router";
import { hasMeasurementConsentAtom } from "../../state/consent";
import { webVitalsSampleRateAtom } from "../../state/web-vitals";
import { useTracker } from "../../tracking";
import { whenIdleAfterLoad } from "../when-idle-after-load";
import { noteRoute, pageRoutes } from "./route-timeline";
import { createWebVitalsGate } from "./web-vitals-gate";

let gate: ReturnType<typeof createWebVitalsGate> | null = null;

/** One gate per page load, made in the browser only. */
function pageGate() {
  gate ??= createWebVitalsGate({
    load: () => import("./report-web-vitals"),
    whenIdle: whenIdleAfterLoad,
    draw: Math.random,
    isHidden: () => document.visibilityState === "hidden",
    routes: pageRoutes,
  });
  return gate;
}

/** Notes the route on screen and starts (or stops sending) real shoppers' vitals as consent changes. */
export function useWebVitals(): void {
  const matches = useMatches();
  const route = matches.at(-1)?.id ?? "unknown";
  const consented = useAtomValue(hasMeasurementConsentAtom);
  const sampleRate = useAtomValue(webVitalsSampleRateAtom);
  const tracker = useTracker();
  useEffect(() => noteRoute(pageRoutes, route, performance.now()), [route]);
  useEffect(() => pageGate().update({ consented, sampleRate, tracker }), [consented, sampleRate, tracker]);
}
