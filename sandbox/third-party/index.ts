import { Hono } from "hono";
import { ANALYTICS_TAG_SOURCE } from "./analytics-tag";
import { COOKIE_MANAGER_SOURCE } from "./cookie-manager";
import { FOOTER_WIDGET_SOURCE } from "./footer-widget";

/**
 * /third-party: small stand-ins for the scripts Lastminute brands load from other vendors (SPEC §7),
 * so local runs and tests never reach the internet. Fetches land in the sandbox's call log
 * (`/__sandbox/calls?path=/third-party`); no-store makes every page load fetch them again.
 */
export function thirdPartyScriptsRouter(): Hono {
  const router = new Hono();
  const script = (source: string) => () =>
    new Response(source, {
      headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
    });
  router.get("/cookie-manager.js", script(COOKIE_MANAGER_SOURCE));
  router.get("/analytics-tag.js", script(ANALYTICS_TAG_SOURCE));
  router.get("/footer-widget.js", script(FOOTER_WIDGET_SOURCE));
  return router;
}
