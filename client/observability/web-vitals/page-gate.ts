import { whenIdleAfterLoad } from "../when-idle-after-load";
import { pageRoutes } from "./route-timeline";
import { createWebVitalsGate } from "./web-vitals-gate";

let gate: ReturnType<typeof createWebVitalsGate> | null = null;

/** The page load's one gate (a chunk of its own, loaded once a shopper consents to measurement). */
export function pageGate() {
  gate ??= createWebVitalsGate({
    load: () => import("./report-web-vitals"),
    whenIdle: whenIdleAfterLoad,
    draw: Math.random,
    isHidden: () => document.visibilityState === "hidden",
    routes: pageRoutes,
  });
  return gate;
}
