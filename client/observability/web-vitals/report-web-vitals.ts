import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from "web-vitals/attribution";
import type { WebVitalsReporter } from "./web-vitals-gate";
import { interactionTargetKind, paintedElementKind } from "./element-kinds";
import { routeAt } from "./route-at";
import { webVitalProperties } from "./web-vital-properties";

/**
 * The lazy chunk (web-vitals' attribution build and our words for its elements), loaded by the
 * gate (web-vitals-gate.ts) only for a consenting shopper in the sample. Without
 * `reportAllChanges`, the library reports each metric once per page load: TTFB and FCP at once,
 * LCP at the first input or when hidden, CLS and INP when the page is hidden. A page restored
 * from the back-forward cache is a new page view, with new metric ids.
 */
export const startReporting: WebVitalsReporter["startReporting"] = ({ send, routes, sampleRate }) => {
  const reported = new Set<string>();
  const report = (metric: MetricWithAttribution) => {
    if (reported.has(metric.id)) return;
    reported.add(metric.id);
    send(webVitalProperties(metric, (time) => routeAt(routes, time), sampleRate));
  };
  onTTFB(report);
  onFCP(report);
  onLCP(report, { generateTarget: paintedElementKind });
  // The shifted element is not reported: no selector to build.
  onCLS(report, { generateTarget: () => "" });
  onINP(report, { generateTarget: interactionTargetKind });
};
