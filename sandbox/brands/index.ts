import { Hono } from "hono";
import { faultsFor } from "../faults";
import { applyPopulate, populateTreeFrom } from "./populate";
import { brandFor, normalizeDomain } from "./overrides";

export { DEMO_BRANDS, DEMO_DOMAINS, demoDocumentFor } from "./demo";
export { brandOverrideSchemaFor, registerBrand, unregisterBrand } from "./overrides";

/** A footer script written as a sandbox path is served as a URL on the sandbox's own origin. */
function withSandboxOrigin<D extends { data: { attributes: { footer?: { scriptUrl?: string | null } | null } } }>(document: D, origin: string): D {
  const scriptUrl = document.data.attributes.footer?.scriptUrl;
  if (!scriptUrl?.startsWith("/")) return document;
  const attributes = { ...document.data.attributes, footer: { ...document.data.attributes.footer, scriptUrl: `${origin}${scriptUrl}` } };
  return { ...document, data: { ...document.data, attributes } };
}

const NOT_FOUND = { data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } };

/** The configuration service (Strapi v4), mounted at /strapi/api/brand-configurations. */
export function brandConfigurationsRouter(): Hono {
  const router = new Hono();

  router.get("/:domain", faultsFor("strapi/brand-configurations"), (c) => {
    const brand = brandFor(c.req.param("domain"));
    if (!brand) return c.json(NOT_FOUND, 404);
    // Served as is, even when it is not a document at all: tests use it for invalid configurations.
    if (brand.kind === "raw") return c.body(JSON.stringify(brand.body), 200, { "content-type": "application/json" });
    const url = new URL(c.req.url);
    applyPopulate(brand.document.data.attributes, populateTreeFrom(url.searchParams));
    return c.json(withSandboxOrigin(brand.document, url.origin));
  });

  // A dev tool in the real service: it drops the CMS cache entry of that domain. Nothing to drop here.
  router.delete("/:domain", faultsFor("strapi/brand-configurations/delete"), (c) =>
    c.json({ ok: true, domain: normalizeDomain(c.req.param("domain")) }),
  );

  return router;
}
