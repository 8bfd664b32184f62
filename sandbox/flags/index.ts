import { Hono } from "hono";
import * as v from "valibot";
import { jsonBody } from "../controls/json-body";
import { fail, ok } from "../envelope";
import { faultsFor } from "../faults";
import { boundQueryValue } from "../query-binding";
import { KNOWN_TOGGLES, togglesFor } from "./toggles";

export { KNOWN_TOGGLES, switchFlag, togglesFor, unswitchFlag } from "./toggles";

const FlagQuerySchema = v.object({
  domainName: v.optional(v.pipe(v.string(), v.minLength(1))),
  featureName: v.optional(v.pipe(v.string(), v.minLength(1))),
});

/** The feature toggle service (sic: FeatureToogle), mounted at /api/services/app/FeatureToogle. */
export function featureToggleRouter(): Hono {
  const router = new Hono();

  router.post("/FlagProviderList", faultsFor("FeatureToogle/FlagProviderList"), async (c) => {
    const body = await jsonBody(c, FlagQuerySchema);
    if (!body.ok) return fail(c, 400, body.message);
    const domainName = body.value.domainName ?? boundQueryValue(c.req.url, "domainName");
    if (!domainName) return fail(c, 400, "domainName is required");
    return ok(c, { toggles: togglesFor(domainName) });
  });

  router.post("/IsFeatureEnabled", faultsFor("FeatureToogle/IsFeatureEnabled"), async (c) => {
    const body = await jsonBody(c, FlagQuerySchema);
    if (!body.ok) return fail(c, 400, body.message);
    const featureName = boundQueryValue(c.req.url, "featureName") ?? body.value.featureName;
    if (!featureName) return fail(c, 400, "featureName is required");
    const domainName = boundQueryValue(c.req.url, "domainName") ?? body.value.domainName;
    return ok(c, togglesFor(domainName).some((t) => t.name === featureName && t.enabled));
  });

  router.post("/ListKnowToggles", faultsFor("FeatureToogle/ListKnowToggles"), (c) => ok(c, KNOWN_TOGGLES));

  return router;
}
