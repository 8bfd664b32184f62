import type { LCPAttribution, MetricWithAttribution } from "web-vitals/attribution";
import { INTERACTION_TARGET_KIND, LCP_ELEMENT_KINDS, type LcpElementKind, type WebVitalProperties } from "../../../shared/tracking/web-vitals";

/** The route on screen at a performance time (route-timeline.ts). */
type RouteAt = (time: number | undefined) => string;

/**
 * When the thing a metric measures happened: the load itself for TTFB and FCP, the largest paint,
 * the largest layout shift (the load, when nothing shifted), the slowest interaction. Undefined
 * when the library could not tell (an INP without its entry): then the route where it finalized.
 */
function momentOf(metric: MetricWithAttribution): number | undefined {
  switch (metric.name) {
    case "TTFB":
    case "FCP":
      return 0;
    case "LCP":
      return metric.attribution.lcpEntry?.startTime ?? 0;
    case "CLS":
      return metric.attribution.largestShiftTime ?? 0;
    case "INP":
      return metric.attribution.interactionTime;
  }
}

/**
 * The target as paintedElementKind named it; the library's own selector (`#id` of an element
 * that has left the page) is not one of our words and reads `unknown`. An image painted by an
 * element other than <img> or <video> (a CSS background, an SVG image) has a URL: it is said,
 * the URL is not sent.
 */
function lcpElementOf(attribution: LCPAttribution): LcpElementKind {
  const target = attribution.target ?? "";
  const kind = (LCP_ELEMENT_KINDS as readonly string[]).includes(target) ? (target as LcpElementKind) : "unknown";
  if (attribution.url && (kind === "text" || kind === "heading" || kind === "svg")) return "background-image";
  return kind;
}

/** Our word for the interaction's element, or `unknown` when the library fell back to a selector. */
function inpTargetOf(target: string | undefined): string {
  return target !== undefined && INTERACTION_TARGET_KIND.test(target) ? target : "unknown";
}

/** Whole milliseconds; CLS, a score, to four decimals. */
function rounded(metric: MetricWithAttribution): number {
  return metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
}

/** The properties of the `measured.web-vital` event for one metric of this page load. */
export function webVitalProperties(metric: MetricWithAttribution, routeAt: RouteAt, sampleRate: number): WebVitalProperties {
  return {
    name: metric.name,
    value: rounded(metric),
    rating: metric.rating,
    route: routeAt(momentOf(metric)),
    navigationType: metric.navigationType,
    lcpElement: metric.name === "LCP" ? lcpElementOf(metric.attribution) : null,
    inpTarget: metric.name === "INP" ? inpTargetOf(metric.attribution.interactionTarget) : null,
    sampleRate,
  };
}
