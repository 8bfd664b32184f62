import { Hono } from "hono";
import * as v from "valibot";
import { armFault, clearFaults } from "../faults";
import { sandboxState, type FaultKind } from "../state";
import { jsonBody } from "./json-body";

const call = v.pipe(v.string(), v.trim(), v.minLength(1, "call names the faulted call, e.g. FeatureToogle/FlagProviderList"));
const times = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, "times must be at least 1 (omit it: until cleared)")));
const httpStatus = v.pipe(v.number(), v.integer(), v.minValue(400, "status must be 400–599"), v.maxValue(599, "status must be 400–599"));

const FaultSchema = v.variant(
  "kind",
  [
    v.strictObject({ call, kind: v.literal("status"), status: httpStatus, message: v.optional(v.string()), times }),
    v.strictObject({ call, kind: v.literal("latency"), ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000)), times }),
    v.strictObject({ call, kind: v.literal("slow-answer"), ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000)), times }),
    v.strictObject({ call, kind: v.literal("hang"), times }),
    v.strictObject({ call, kind: v.literal("garbage"), times }),
    v.strictObject({ call, kind: v.literal("error"), message: v.pipe(v.string(), v.minLength(1)), status: v.optional(httpStatus), times }),
    v.strictObject({ call, kind: v.literal("answer"), result: v.unknown(), times }),
  ],
  'kind must be "status", "latency", "slow-answer", "hang", "garbage", "error" or "answer"',
);

/** Arms, lists and clears faults (see sandbox/faults.ts for how each kind behaves). */
export function faultControls(): Hono {
  const router = new Hono();

  router.get("/", (c) =>
    c.json({
      faults: [...sandboxState.faults].flatMap(([name, queue]) =>
        queue.map(({ fault, remaining }) => ({ call: name, ...fault, remaining: Number.isFinite(remaining) ? remaining : null })),
      ),
    }),
  );

  router.post("/", async (c) => {
    const body = await jsonBody(c, FaultSchema);
    if (!body.ok) return c.json({ error: body.message, issues: body.issues }, 400);
    const { call: name, times: count, ...fault } = body.value;
    armFault(name, fault as FaultKind, count ?? null);
    return c.json({ armed: { call: name, ...fault, times: count ?? null } }, 201);
  });

  router.delete("/", (c) => {
    const name = c.req.query("call");
    clearFaults(name || undefined);
    return c.json({ cleared: name || "all" });
  });

  return router;
}
