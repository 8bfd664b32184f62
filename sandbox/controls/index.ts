import { Hono } from "hono";
import { resetSandboxState } from "../state";
import { brandControls } from "./brands";
import { callControls } from "./calls";
import { eventControls } from "./events";
import { faultControls } from "./faults";
import { flagControls } from "./flags";
import { pricingControls } from "./pricing";
import { specOnlyControls } from "./spec-only";
import { vitalsControls } from "./vitals";

/** Test controls, mounted at /__sandbox (documented in sandbox/README.md). */
export function sandboxControlsRouter(): Hono {
  const router = new Hono();
  router.post("/reset", (c) => {
    resetSandboxState();
    return c.json({ ok: true });
  });
  router.route("/flags", flagControls());
  router.route("/faults", faultControls());
  router.route("/events", eventControls());
  router.route("/calls", callControls());
  router.route("/brands", brandControls());
  router.route("/pricing", pricingControls());
  router.route("/spec-only", specOnlyControls());
  router.route("/", vitalsControls());
  return router;
}
