import { Hono } from "hono";
import { sandboxState } from "../state";

/** What the event receiver recorded; `?name=` keeps one eventName. */
export function eventControls(): Hono {
  const router = new Hono();

  router.get("/", (c) => {
    const name = c.req.query("name");
    const events = name
      ? sandboxState.events.filter((e) => (e.body as { eventName?: unknown } | null)?.eventName === name)
      : sandboxState.events;
    return c.json({ events });
  });

  router.delete("/", (c) => {
    const cleared = sandboxState.events.length;
    sandboxState.events.length = 0;
    return c.json({ cleared });
  });

  return router;
}
