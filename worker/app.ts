import { Hono } from "hono";
import { timing } from "hono/timing";
import type { AppBindings } from "./env";
import { storefrontSecureHeaders } from "./security";
import { renderPage } from "./ssr";

/**
 * The edge: health, then (later) the API proxy, beacons and ops endpoints, and every other
 * request server-rendered by React Router with the brand resolved.
 */
export function createApp(): Hono<AppBindings> {
  const app = new Hono<AppBindings>();
  app.get("/healthz", (c) => c.json({ ok: true, version: c.env.APP_VERSION }));

  app.use("*", timing({ total: true, crossOrigin: false }));
  app.use("*", storefrontSecureHeaders);
  app.all("*", renderPage);
  return app;
}
