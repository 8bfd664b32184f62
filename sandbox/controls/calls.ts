import { Hono } from "hono";
import { sandboxState } from "../state";

/** The backend calls the sandbox received; `?path=` is a prefix, `?method=` any case. */
export function callControls(): Hono {
  const router = new Hono();

  router.get("/", (c) => {
    const path = c.req.query("path");
    const method = c.req.query("method")?.toUpperCase();
    const calls = sandboxState.calls.filter(
      (call) => (!path || call.path.startsWith(path)) && (!method || call.method === method),
    );
    return c.json({ calls });
  });

  router.delete("/", (c) => {
    const cleared = sandboxState.calls.length;
    sandboxState.calls.length = 0;
    return c.json({ cleared });
  });

  return router;
}
