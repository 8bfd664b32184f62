import { Hono } from "hono";
import { tokenAuthRouter } from "./auth";
import { brandConfigurationsRouter } from "./brands";
import { cartControlsRouter, cartServiceRouter, createCartStore } from "./cart";
import { configAdminRouter } from "./config-admin";
import { sandboxControlsRouter } from "./controls";
import { eventReceiverRouter } from "./events";
import { featureToggleRouter } from "./flags";
import { recordCalls } from "./record-calls";
import { createDealsRoutes, createHotelShoppingRoutes, createTransportShoppingRoutes } from "./shopping";
import { thirdPartyScriptsRouter } from "./third-party";
import { ssoLoginRouter } from "./auth/sso-login";
import { translationServiceRouter } from "./translations";
import { specOnlyGate } from "./spec/gate";

/**
 * The embedded backend: one Hono app honouring the backend contract of SPEC §7 with
 * deterministic demo data. Each service is its own router; test controls live under /__sandbox.
 * Every call is recorded as it arrived, then passes the spec-only gate (spec/gate.ts: a no-op
 * unless SANDBOX_SPEC_ONLY=1 or `PUT /__sandbox/spec-only` switched it on).
 */
export function createSandboxApp(): Hono {
  const services = createServices();
  const app = new Hono();
  app.use("*", recordCalls);
  app.all("*", (c) => specOnlyGate(c.req.raw, (request) => Promise.resolve(services.fetch(request, c.env))));
  return app;
}

function createServices(): Hono {
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ ok: true }));
  // Mount points (each router in its own folder):
  //   /__sandbox                               controls/   test controls (flags, faults, events, brands, calls, reset)
  //   /strapi/api/brand-configurations         brands/     brand configuration documents (Strapi v4 shape)
  //   /api/services/app/FeatureToogle          flags/      FlagProviderList, IsFeatureEnabled, ListKnowToggles
  //   /events                                  events/     the event receiver (checks the token header)
  app.route("/", translationServiceRouter()); // translations/: the translation service and its controls (before /__sandbox: it hooks reset)
  app.route("/__sandbox", sandboxControlsRouter());
  app.route("/strapi/api/brand-configurations", brandConfigurationsRouter());
  app.route("/api/services/app/FeatureToogle", featureToggleRouter());
  app.route("/events", eventReceiverRouter());
  // cart/, auth/, config-admin/: the carts live in one store shared by the service and its test control.
  const carts = createCartStore();
  app.route("/api/services/app/CartApiService", cartServiceRouter(carts));
  app.route("/__sandbox/carts", cartControlsRouter(carts));
  app.route("/api/TokenAuth", tokenAuthRouter());
  app.route("/sso", ssoLoginRouter()); // the single sign-on provider of brands with hasSSO
  app.route("/api/services/app/Strapi", configAdminRouter());
  // shopping/: hotel and package shopping, flight shopping, deals by business profile.
  app.route("/api/services/app/ShoppingHDPService", createHotelShoppingRoutes());
  app.route("/api/services/app/ShoppingTransportService", createTransportShoppingRoutes());
  app.route("/api/services/app/Deals", createDealsRoutes());
  app.route("/third-party", thirdPartyScriptsRouter()); // third-party/: the Lastminute brands' external scripts
  return app;
}
