import * as v from "valibot";
import { PRODUCT_EVENT_NAMES } from "../../shared/tracking/event-names";
import { WebVitalPropertiesSchema } from "../../shared/tracking/web-vital-properties";

/**
 * Events whose properties have one exact shape, checked before the general bounds
 * (event-properties.ts): measurements are numbers and words from fixed vocabularies, so anything
 * else in them (a page's text, a URL) is refused rather than scrubbed.
 */
const SHAPES: Readonly<Record<string, v.GenericSchema>> = {
  [PRODUCT_EVENT_NAMES.webVital]: WebVitalPropertiesSchema,
};

interface ShapeIssue {
  /** Dot path inside the event, e.g. `eventProperties.value`. */
  field: string;
  message: string;
}

/** What is wrong with an event's properties for its name; empty when right or when the name has no fixed shape. */
export function shapeIssues(eventName: string, properties: Record<string, unknown>): ShapeIssue[] {
  const schema = SHAPES[eventName];
  if (!schema) return [];
  const result = v.safeParse(schema, properties);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return { field: path ? `eventProperties.${path}` : "eventProperties", message: issue.message };
  });
}
