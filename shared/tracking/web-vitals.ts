/**
 * What a `measured.web-vital` event says (docs/web-vitals.md): one Core Web Vital or loading
 * metric of one page load, from a real shopper's browser. No valibot here: the browser's reporter
 * imports these words, the edge's schema (web-vital-properties.ts) checks them.
 */

export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** The web-vitals library's navigation types ("back_forward" spelled with a dash, plus its own). */
export const WEB_VITAL_NAVIGATION_TYPES = ["navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore", "soft-navigation"] as const;
export type WebVitalNavigationType = (typeof WEB_VITAL_NAVIGATION_TYPES)[number];

/**
 * What the largest paint was, as a word: never the text painted, never an image's URL (which
 * may carry a search's query). `background-image` is an image not in an <img> (CSS, SVG);
 * `unknown`: the element left the page before the report.
 */
export const LCP_ELEMENT_KINDS = ["img", "background-image", "video", "svg", "heading", "text", "unknown"] as const;
export type LcpElementKind = (typeof LCP_ELEMENT_KINDS)[number];

/**
 * The element the slowest interaction started on: its tag, with its role after a slash when it
 * has one (an explicit `role`, or an input's type): `button`, `a`, `input/checkbox`,
 * `div/button`. Never its text, id or classes. `unknown`: it left the page first.
 */
export const INTERACTION_TARGET_KIND = /^[a-z][a-z0-9-]{0,39}(\/[a-z][a-z-]{0,39})?$/;

/** Milliseconds for all but CLS, which is a unitless score. */
export const WEB_VITAL_UNITS: Record<WebVitalName, "ms" | "score"> = { LCP: "ms", INP: "ms", CLS: "score", FCP: "ms", TTFB: "ms" };

/**
 * The web-vitals library's rating thresholds ([good up to, needs improvement up to]), for the
 * sandbox's p75 page, which rates a percentile rather than one value (tests/unit compares them
 * with the library's own).
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function ratingOf(name: WebVitalName, value: number): WebVitalRating {
  const [good, needsImprovement] = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= needsImprovement ? "needs-improvement" : "poor";
}

/** The properties of one `measured.web-vital` event, as the browser sends them (a type: a tracked event's properties are a record). */
export type WebVitalProperties = {
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
  /** React Router's id of the leaf route on screen when the measured moment happened. */
  route: string;
  navigationType: WebVitalNavigationType;
  /** LCP only (null on the others). */
  lcpElement: LcpElementKind | null;
  /** INP only (null on the others). */
  inpTarget: string | null;
  /** The share of page loads that report (the worker's WEB_VITALS_SAMPLE_RATE): a count divided by it estimates all. */
  sampleRate: number;
};

