import { Hono } from "hono";
import { timing } from "hono/timing";
import type { AppBindings } from "./app-bindings";
import { isLocalEnvironment } from "../shared/environment";
import { edgeSecureHeaders } from "./security";
import { renderPage } from "./ssr";
import { issueXsrfCookie, proxyRequest } from "./proxy";
import { signOut, silentSignIn, startSignIn } from "./auth";
import { resolveStartSequence } from "./start";
import { opsRoutes } from "./ops";
import { limitBeacons, limitProxiedShopping, limitShoppingRequests } from "./rate-limit";
import { beaconRoutes } from "./beacon";
import { capPageActionBody, drainUnreadBody, refuseCrossSiteWrites } from "./http";
import { devThrowInWorker, reportUnhandledError, SENTRY_TUNNEL_PATH, sentryTunnel } from "./observability";
import { configOf } from "./config";

/**
 * The edge: health, then (later) the API proxy, beacons and ops endpoints, and every other
 * request server-rendered by React Router with the brand resolved.
 */
export function createApp(): Hono<AppBindings> {
  const app = new Hono<AppBindings>();
  app.onError(reportUnhandledError);
  // Security headers first: everything below, refusals and errors included, answers through it.
  app.use("*", edgeSecureHeaders);
  // Outermost, so every route is covered: bodies nobody read are read before the answer goes
  // out, and no other site's page can make a shopper's browser write (beacons, reports, the
  // proxy, page actions).
  app.use("*", drainUnreadBody);
  app.use("*", refuseCrossSiteWrites);
  app.get("/healthz", (c) => c.json({ ok: true, version: configOf(c.env).APP_VERSION }));
  // Beacons and the browser's error reports: validated and forwarded, never page-rendered.
  app.use("/beacon", limitBeacons);
  app.route("/beacon", beaconRoutes());
  app.post(SENTRY_TUNNEL_PATH, sentryTunnel);

  // The backend proxy answers every /api/* (refusing paths outside its two prefixes) before the
  // page middlewares, so nothing of page rendering runs for it.
  app.all("/api/*", limitProxiedShopping, proxyRequest);

  // Server-Timing tells how long config, flags and render took: a developer's figure, not production's.
  app.use("*", timing({ total: true, crossOrigin: false, enabled: (c) => isLocalEnvironment(configOf(c.env).ENVIRONMENT) }));
  app.route("/__ops", opsRoutes());
  // Page actions (forms) are small: a larger body is refused before anything parses it.
  app.use("*", capPageActionBody);
  app.use("*", issueXsrfCookie);
  app.use("*", resolveStartSequence);
  // After the brand (its page answers a visitor over the limit), before anything calls the backend.
  app.use("*", limitShoppingRequests);
  app.use("*", silentSignIn);
  app.get("/sign-in", startSignIn);
  app.post("/sign-out", signOut);
  app.get("/__dev/throw", devThrowInWorker);
  app.all("*", renderPage);
  return app;
}
