import * as v from "valibot";
import { WebVitalPropertiesSchema } from "../../shared/tracking/web-vital-properties";
import { ratingOf, WEB_VITAL_NAMES, type WebVitalName, type WebVitalRating } from "../../shared/tracking/web-vitals";
import { PRODUCT_EVENT_NAMES } from "../../shared/tracking/event-names";
import type { RecordedEvent } from "../state";

interface MetricSummary {
  /** The 75th percentile, nearest rank: the value three in four page loads reached or beat. */
  p75: number;
  count: number;
  /** The rating of the p75 itself (Core Web Vitals judge a page by its p75). */
  rating: WebVitalRating;
}

export interface VitalsRow {
  brand: string;
  route: string;
  metrics: Partial<Record<WebVitalName, MetricSummary>>;
}

/** Nearest rank: the smallest value with at least three quarters of the values at or below it. */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

interface Reading {
  brand: string;
  route: string;
  name: WebVitalName;
  value: number;
}

/** A received event as a reading, or null: another event, or one not of the edge's shape. */
function readingOf(event: RecordedEvent): Reading | null {
  const body = event.body as { eventName?: unknown; eventProperties?: unknown; eventData?: { brand?: unknown; domain?: unknown } } | null;
  if (body?.eventName !== PRODUCT_EVENT_NAMES.webVital) return null;
  const parsed = v.safeParse(WebVitalPropertiesSchema, body.eventProperties);
  if (!parsed.success) return null;
  // The edge names the brand from the site the beacon came to; the domain stands in without one.
  const brand = typeof body.eventData?.brand === "string" ? body.eventData.brand : typeof body.eventData?.domain === "string" ? body.eventData.domain : "(no brand)";
  return { brand, route: parsed.output.route, name: parsed.output.name, value: parsed.output.value };
}

export interface VitalsSummary {
  /** The events that counted: measured.web-vital, in the edge's shape. */
  readings: number;
  rows: VitalsRow[];
}

/** p75 and count of every metric per brand and route, from the events the receiver got; sorted by brand, then route. */
export function vitalsByBrandAndRoute(events: readonly RecordedEvent[]): VitalsSummary {
  const readings = events.map(readingOf).filter((reading): reading is Reading => reading !== null);
  const groups = new Map<string, { brand: string; route: string; values: Map<WebVitalName, number[]> }>();
  for (const reading of readings) {
    const key = JSON.stringify([reading.brand, reading.route]);
    const group = groups.get(key) ?? { brand: reading.brand, route: reading.route, values: new Map() };
    groups.set(key, group);
    group.values.set(reading.name, [...(group.values.get(reading.name) ?? []), reading.value]);
  }
  const rows = [...groups.values()]
    .sort((a, b) => a.brand.localeCompare(b.brand) || a.route.localeCompare(b.route))
    .map(({ brand, route, values }) => ({
      brand,
      route,
      metrics: Object.fromEntries(
        WEB_VITAL_NAMES.filter((name) => values.has(name)).map((name) => {
          const value = p75(values.get(name)!);
          return [name, { p75: value, count: values.get(name)!.length, rating: ratingOf(name, value) }];
        }),
      ),
    }));
  return { readings: readings.length, rows };
}
