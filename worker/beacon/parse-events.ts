import * as v from "valibot";
import { TrackingEventSchema, type TrackingEvent } from "../../shared/tracking/event";
import { isProductEventName } from "../../shared/tracking/event-names";
import { checkedProperties } from "./event-properties";
import { shapeIssues } from "./property-shapes";

/** A page's queue sends at most 20 at a time; 50 leaves room without inviting bulk uploads. */
const MAX_EVENTS_PER_BEACON = 50;
/** Shown per refusal; the first few problems are enough to fix a client. */
const MAX_ISSUES = 10;

interface EventIssue {
  /** Position in the batch (0 for a single event). */
  event: number;
  /** Dot path of the field inside the event, e.g. `eventData.domain`; empty for the event itself. */
  field: string;
  message: string;
}

type ParsedEvents =
  | { ok: true; events: TrackingEvent[] }
  | { ok: false; status: 400; error: string; issues: EventIssue[] };

/** sendBeacon posts strings as text/plain and Blobs with their own type; fetch sends JSON. */
const ACCEPTED_TYPES = new Set(["application/json", "text/plain"]);

export function isAcceptedContentType(header: string | null): boolean {
  if (header === null) return true;
  return ACCEPTED_TYPES.has(header.split(";")[0]!.trim().toLowerCase());
}

function refused(error: string, issues: EventIssue[] = []): ParsedEvents {
  return { ok: false, status: 400, error, issues };
}

/**
 * One event or a batch, every event valid, or nothing at all: a batch is all or nothing (one bad
 * event refuses the batch with 400, naming it, and nothing is forwarded).
 */
export function parseEvents(bytes: Uint8Array): ParsedEvents {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return refused("body is not UTF-8 text");
  }
  if (text.trim() === "") return refused("body is empty: send one event or an array of events");

  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return refused("body is not valid JSON");
  }

  const batch = Array.isArray(input);
  const candidates: unknown[] = Array.isArray(input) ? input : [input];
  if (!batch && (typeof input !== "object" || input === null)) {
    return refused("body must be one event object or an array of events");
  }
  if (candidates.length === 0) return refused("a batch holds at least one event");
  if (candidates.length > MAX_EVENTS_PER_BEACON) return refused(`at most ${MAX_EVENTS_PER_BEACON} events per batch (got ${candidates.length})`);

  const events: TrackingEvent[] = [];
  const issues: EventIssue[] = [];
  candidates.forEach((candidate, index) => {
    // The shared schema's record() turns an array into an object; a beacon must send an object.
    if (Array.isArray((candidate as { eventProperties?: unknown } | null)?.eventProperties)) {
      issues.push({ event: index, field: "eventProperties", message: "eventProperties must be an object of named values, not an array" });
      return;
    }
    const result = v.safeParse(TrackingEventSchema, candidate);
    if (!result.success) {
      for (const issue of result.issues) issues.push({ event: index, field: v.getDotPath(issue) ?? "", message: issue.message });
      return;
    }
    // Only the product's own events, with properties of the product's size, and no personal data.
    if (!isProductEventName(result.output.eventName)) {
      issues.push({ event: index, field: "eventName", message: `${result.output.eventName} is not an event this shop sends` });
      return;
    }
    // Events of a fixed shape (a measurement) are refused when off it, before the general bounds.
    const shape = shapeIssues(result.output.eventName, result.output.eventProperties);
    if (shape.length > 0) {
      for (const issue of shape) issues.push({ event: index, ...issue });
      return;
    }
    const properties = checkedProperties(result.output.eventProperties);
    if (!properties.ok) {
      issues.push({ event: index, field: "eventProperties", message: properties.reason });
      return;
    }
    events.push({ ...result.output, eventProperties: properties.value });
  });
  if (issues.length > 0) {
    const first = issues[0]!;
    const where = first.field ? `${first.field}: ` : "";
    return refused(`event ${first.event}: ${where}${first.message}`, issues.slice(0, MAX_ISSUES));
  }
  return { ok: true, events };
}
