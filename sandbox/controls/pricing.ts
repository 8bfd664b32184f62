import { Hono } from "hono";
import * as v from "valibot";
import { sandboxState } from "../state";
import { jsonBody } from "./json-body";

const PricingControlSchema = v.object({ pendingReads: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000)) });

/** `PUT /__sandbox/pricing { pendingReads }`: how many RetrievePricing reads of new pricings answer PRICING (reset: 1). */
export function pricingControls(): Hono {
  const router = new Hono();
  router.put("/", async (c) => {
    const body = await jsonBody(c, PricingControlSchema);
    if (!body.ok) return c.json({ error: body.message, issues: body.issues }, 400);
    sandboxState.pricingPendingReads = body.value.pendingReads;
    return c.json({ pendingReads: sandboxState.pricingPendingReads });
  });
  return router;
}
