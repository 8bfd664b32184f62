import { Hono } from "hono";
import * as v from "valibot";
import { setSpecOnly, specOnly } from "../spec/switch";
import { jsonBody } from "./json-body";

const SwitchSchema = v.strictObject({ specOnly: v.boolean("specOnly must be true or false") });

/** `GET /__sandbox/spec-only` tells, `PUT { "specOnly": true|false }` flips the spec-only switch (spec/switch.ts). */
export function specOnlyControls(): Hono {
  const router = new Hono();
  router.get("/", (c) => c.json({ specOnly: specOnly() }));
  router.put("/", async (c) => {
    const body = await jsonBody(c, SwitchSchema);
    if (!body.ok) return c.json({ error: body.message, issues: body.issues }, 400);
    setSpecOnly(body.value.specOnly);
    return c.json({ specOnly: specOnly() });
  });
  return router;
}
