import { Hono } from "hono";
import { brandOverrideSchemaFor, registerBrand, unregisterBrand } from "../brands";
import { jsonBody } from "./json-body";

/** Registers a test brand (a demo brand with fields replaced, or a raw document) for any domain. */
export function brandControls(): Hono {
  const router = new Hono();

  router.put("/:domain", async (c) => {
    const body = await jsonBody(c, brandOverrideSchemaFor);
    if (!body.ok) return c.json({ error: body.message, issues: body.issues }, 400);
    const domain = c.req.param("domain");
    const refused = registerBrand(domain, body.value);
    if (refused) return c.json({ error: refused }, 400);
    return c.json({ domain, kind: "raw" in body.value ? "raw" : "derived" });
  });

  router.delete("/:domain", (c) => {
    const domain = c.req.param("domain");
    return c.json({ domain, removed: unregisterBrand(domain) });
  });

  return router;
}
