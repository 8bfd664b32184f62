import * as v from "valibot";
import {
  INTERACTION_TARGET_KIND,
  LCP_ELEMENT_KINDS,
  WEB_VITAL_NAVIGATION_TYPES,
  WEB_VITAL_RATINGS,
  type WebVitalName,
} from "./web-vitals";

/**
 * The exact shape of a `measured.web-vital` event's properties. The edge refuses anything else
 * (an extra key, a word outside the vocabularies, a value no browser measures), so the stream
 * holds numbers and words only; the sandbox's p75 page reads the events it received with it.
 */

/** React Router route ids: `routes/home`, `search-H`, `root`. */
const ROUTE_ID = /^[A-Za-z0-9_./-]{1,100}$/;

/** Far above any real page: a metric beyond it is not a measurement. */
const MAX_MS: Record<Exclude<WebVitalName, "CLS">, number> = { TTFB: 600_000, FCP: 600_000, LCP: 600_000, INP: 60_000 };
const MAX_CLS = 100;

const common = {
  rating: v.picklist(WEB_VITAL_RATINGS),
  route: v.pipe(v.string(), v.regex(ROUTE_ID, "a React Router route id")),
  navigationType: v.picklist(WEB_VITAL_NAVIGATION_TYPES),
  sampleRate: v.pipe(v.number(), v.gtValue(0), v.maxValue(1)),
};

const measured = (max: number) => v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(max));

const lcpElement = v.picklist(LCP_ELEMENT_KINDS);
const inpTarget = v.pipe(v.string(), v.regex(INTERACTION_TARGET_KIND, "an element's tag and role, never its text"));

export const WebVitalPropertiesSchema = v.variant("name", [
  v.strictObject({ name: v.literal("LCP"), value: measured(MAX_MS.LCP), ...common, lcpElement, inpTarget: v.null() }),
  v.strictObject({ name: v.literal("INP"), value: measured(MAX_MS.INP), ...common, lcpElement: v.null(), inpTarget }),
  v.strictObject({ name: v.literal("CLS"), value: measured(MAX_CLS), ...common, lcpElement: v.null(), inpTarget: v.null() }),
  v.strictObject({ name: v.literal("FCP"), value: measured(MAX_MS.FCP), ...common, lcpElement: v.null(), inpTarget: v.null() }),
  v.strictObject({ name: v.literal("TTFB"), value: measured(MAX_MS.TTFB), ...common, lcpElement: v.null(), inpTarget: v.null() }),
]);

