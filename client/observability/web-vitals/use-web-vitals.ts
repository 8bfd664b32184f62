import { useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { useMatches } from "react-router";
import { hasMeasurementConsentAtom } from "../../state/consent";
import { webVitalsSampleRateAtom } from "../../state/web-vitals";
import { useTracker } from "../../tracking";
import { noteRoute, pageRoutes } from "./route-timeline";

/**
 * Notes the route on screen and starts (or stops sending) real shoppers' vitals as consent changes.
 * The gate is a chunk of its own, asked for at the first consent: a shopper who never consents
 * loads none of it. Each later change reaches the gate in order (one module promise, its
 * callbacks run as they were registered), a withdrawal included.
 */
export function useWebVitals(): void {
  const matches = useMatches();
  const route = matches.at(-1)?.id ?? "unknown";
  const consented = useAtomValue(hasMeasurementConsentAtom);
  const sampleRate = useAtomValue(webVitalsSampleRateAtom);
  const tracker = useTracker();
  const gateAsked = useRef(false);
  useEffect(() => noteRoute(pageRoutes, route, performance.now()), [route]);
  useEffect(() => {
    if (!consented && !gateAsked.current) return;
    gateAsked.current = true;
    // A chunk that fails to load (offline, a deploy in between) leaves the page without vitals.
    import("./page-gate").then(({ pageGate }) => pageGate().update({ consented, sampleRate, tracker }), () => {});
  }, [consented, sampleRate, tracker]);
}
