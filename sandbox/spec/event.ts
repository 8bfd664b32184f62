import * as v from "valibot";
import { text } from "./common";

/**
 * SPEC §7: "POST to an event receiver URL with JSON body {eventName, logLevel, eventProperties,
 * eventData, project}", one event per POST; §3 "Tracking event" names eventData's fields. The
 * spec-only receiver takes exactly this object: a list, a missing field or one it does not name
 * is refused with 400.
 */
const nullableText = v.nullable(v.string());

const plainObject = v.custom<Record<string, unknown>>(
  (input) => typeof input === "object" && input !== null && !Array.isArray(input),
  "must be an object",
);

export const SpecTrackingEventSchema = v.strictObject({
  eventName: text,
  logLevel: text,
  eventProperties: plainObject,
  eventData: v.strictObject({
    appVersion: text,
    externalUserId: nullableText,
    brand: nullableText,
    subBrand: nullableText,
    cartId: nullableText,
    product: nullableText,
    domain: text,
    fingerprint: nullableText,
    sessionFingerprint: nullableText,
  }),
  project: text,
});
export type SpecTrackingEvent = v.InferOutput<typeof SpecTrackingEventSchema>;
