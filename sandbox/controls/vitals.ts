import { Hono } from "hono";
import { vitalsPage } from "../events/vitals-page";
import { vitalsByBrandAndRoute } from "../events/vitals-p75";
import { sandboxState } from "../state";

/** p75 of the web vitals the receiver got, per brand and route: `/vitals` for people, `/vitals.json` for scripts. */
export function vitalsControls(): Hono {
  const router = new Hono();
  router.get("/vitals", (c) => c.html(vitalsPage(vitalsByBrandAndRoute(sandboxState.events))));
  router.get("/vitals.json", (c) => c.json(vitalsByBrandAndRoute(sandboxState.events)));
  return router;
}
