import * as v from "valibot";

const LOG_LEVELS = ["debug", "info", "warning", "error"] as const;

/** eventName: dot-separated words, brackets allowed for the error kind (`viewed.app-error-[maintenance-mode]`). */
export const EVENT_NAME_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+(\[[a-z0-9-]+\])?)*$/;

const EventDataSchema = v.object({
  appVersion: v.string(),
  externalUserId: v.nullish(v.string()),
  brand: v.nullish(v.string()),
  subBrand: v.nullish(v.string()),
  cartId: v.nullish(v.string()),
  product: v.nullish(v.string()),
  domain: v.string(),
  fingerprint: v.nullish(v.string()),
  sessionFingerprint: v.nullish(v.string()),
});

export const TrackingEventSchema = v.object({
  eventName: v.pipe(v.string(), v.maxLength(120), v.regex(EVENT_NAME_PATTERN, "eventName must look like area.action or viewed.app-error-[kind]")),
  logLevel: v.picklist(LOG_LEVELS),
  eventProperties: v.record(v.string(), v.unknown()),
  eventData: EventDataSchema,
  project: v.string(),
});

export type TrackingEvent = v.InferOutput<typeof TrackingEventSchema>;
export type EventData = v.InferOutput<typeof EventDataSchema>;

export { appErrorEventName, INITIAL_STATE_ERROR_EVENT } from "./app-error-events";

/** Header that carries the event receiver's token (worker → receiver only). */
export const EVENT_TOKEN_HEADER = "X-Event-Token";
