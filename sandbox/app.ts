import { Hono } from "hono";
import { recordCalls } from "./record-calls";

/**
 * The embedded backend: one Hono app honouring the backend contract of SPEC §7 with
 * deterministic demo data. Each service is its own router; test controls live under /__sandbox.
 */
export function createSandboxApp(): Hono {
  const app = new Hono();
  app.use("*", recordCalls);
  app.get("/healthz", (c) => c.json({ ok: true }));
  // Mount points (each router in its own folder):
  //   /__sandbox                               controls/   test controls (flags, faults, events, brands, calls, reset)
  //   /strapi/api/brand-configurations         brands/     brand configuration documents (Strapi v4 shape)
  //   /api/services/app/FeatureToogle          flags/      FlagProviderList, IsFeatureEnabled, ListKnowToggles
  //   /events                                  events/     the event receiver (checks the token header)
  return app;
}
