import { Hono } from "hono";
import * as v from "valibot";
import { EVENT_TOKEN_HEADER, TrackingEventSchema, type TrackingEvent } from "../../shared/tracking/event";
import { jsonBody } from "../controls/json-body";
import { faultsFor } from "../faults";
import { SpecTrackingEventSchema } from "../spec/event";
import { specOnly } from "../spec/switch";
import { record, sandboxState } from "../state";

const MAX_BATCH = 100;

const EventBatchSchema = v.pipe(
  v.array(TrackingEventSchema),
  v.minLength(1, "a batch holds at least one event"),
  v.maxLength(MAX_BATCH, `at most ${MAX_BATCH} events per batch`),
);

export function expectedEventToken(): string {
  return process.env.EVENT_RECEIVER_TOKEN ?? "dev-event-receiver-token";
}

/** Under the spec-only switch: exactly one event object per POST (SPEC §7), anything else is refused. */
function specEventSchema(input: unknown): v.GenericSchema<unknown, TrackingEvent> {
  if (Array.isArray(input)) return v.custom<TrackingEvent>(() => false, "SPEC §7 takes one event object per POST, not a list");
  return SpecTrackingEventSchema as unknown as v.GenericSchema<unknown, TrackingEvent>;
}

/**
 * The event receiver, mounted at /events: checks the token header, validates one event or a batch,
 * and records them. A batch is all or nothing, so a 400 means nothing was recorded. Under the
 * spec-only switch it is the spec's receiver: one event object per POST, with exactly the spec's fields.
 */
export function eventReceiverRouter(): Hono {
  const router = new Hono();

  router.post("/", faultsFor("events"), async (c) => {
    const token = c.req.header(EVENT_TOKEN_HEADER) ?? null;
    if (token !== expectedEventToken()) {
      return c.json({ error: token ? `invalid ${EVENT_TOKEN_HEADER}` : `missing ${EVENT_TOKEN_HEADER}` }, 401);
    }
    const body = await jsonBody(c, (input): v.GenericSchema<unknown, TrackingEvent | TrackingEvent[]> =>
      specOnly() ? specEventSchema(input) : Array.isArray(input) ? EventBatchSchema : TrackingEventSchema,
    );
    if (!body.ok) return c.json({ error: body.message, issues: body.issues }, 400);

    const events = Array.isArray(body.value) ? body.value : [body.value];
    const receivedAt = new Date().toISOString();
    for (const event of events) record(sandboxState.events, { receivedAt, token, body: event });
    return c.json({ accepted: events.length }, 202);
  });

  return router;
}
