import { Hono } from "hono";
import * as v from "valibot";
import { switchFlag, togglesFor, unswitchFlag } from "../flags";
import { jsonBody } from "./json-body";

const SwitchSchema = v.strictObject({ enabled: v.boolean("enabled must be true or false") });

/** Switches a feature toggle for one domain, over its defaults. */
export function flagControls(): Hono {
  const router = new Hono();

  router.get("/:domain", (c) => c.json({ domain: c.req.param("domain"), toggles: togglesFor(c.req.param("domain")) }));

  router.put("/:domain/:name", async (c) => {
    const body = await jsonBody(c, SwitchSchema);
    if (!body.ok) return c.json({ error: body.message, issues: body.issues }, 400);
    const { domain, name } = c.req.param();
    switchFlag(domain, name, body.value.enabled);
    return c.json({ domain, name, enabled: body.value.enabled });
  });

  router.delete("/:domain/:name", (c) => {
    const { domain, name } = c.req.param();
    return c.json({ domain, name, removed: unswitchFlag(domain, name) });
  });

  return router;
}
