import { Hono } from "hono";
import type { AppBindings } from "../app-bindings";
import { errorReporterFor } from "../observability";
import { forwardEvents } from "./forward-events";
import { isAcceptedContentType, parseEvents } from "./parse-events";
import { readBodyWithin } from "../http";
import { forThisSite, siteOf } from "./this-site";
import { sessionOf } from "../auth/session";


/** 50 events of a few hundred bytes fit many times over; sendBeacon itself stops at 64 KB. */
const MAX_BEACON_BYTES = 64 * 1024;

/**
 * `POST /beacon`: the browser's tracking events. Validated here (a bad batch is refused whole, with
 * the event and field at fault), acknowledged at once with 202, and forwarded to the event
 * receiver after the response, with the receiver's token the browser never sees.
 */
export function beaconRoutes(): Hono<AppBindings> {
  const router = new Hono<AppBindings>();

  router.post("/", async (c) => {
    const contentType = c.req.header("content-type") ?? null;
    if (!isAcceptedContentType(contentType)) {
      return c.json({ error: `content-type ${contentType} is not accepted: send application/json or text/plain` }, 415);
    }
    const body = await readBodyWithin(c.req.raw, MAX_BEACON_BYTES);
    if (!body.ok) return c.json({ error: `body over ${MAX_BEACON_BYTES} bytes: send smaller batches` }, 413);

    const parsed = parseEvents(body.bytes);
    if (!parsed.ok) return c.json({ error: parsed.error, issues: parsed.issues }, parsed.status);

    // The events speak for the site they were sent to, whatever the page claimed.
    const site = await siteOf(c.env, c.req.url, c.executionCtx);
    if (!site) return c.json({ error: "no shop is served at this host" }, 404);
    const { member } = await sessionOf(c.env, c.req.raw, site.domain);
    const events = parsed.events.map((event) => forThisSite(event, site, member?.id ?? null));
    c.executionCtx.waitUntil(forwardEvents(c.env, events, () => errorReporterFor(c)));
    return c.json({ accepted: events.length }, 202);
  });

  router.all("/", (c) => c.json({ error: `${c.req.method} is not allowed: POST events here` }, 405, { Allow: "POST" }));
  return router;
}
