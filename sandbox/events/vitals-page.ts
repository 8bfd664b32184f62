import { html } from "hono/html";
import { WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS, WEB_VITAL_UNITS, type WebVitalName } from "../../shared/tracking/web-vitals";
import type { VitalsRow, VitalsSummary } from "./vitals-p75";

const RATING_WORDS = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const;

function formatted(name: WebVitalName, value: number): string {
  return WEB_VITAL_UNITS[name] === "ms" ? `${Math.round(value).toLocaleString("en")} ms` : value.toFixed(3);
}

function cell(row: VitalsRow, name: WebVitalName) {
  const metric = row.metrics[name];
  if (!metric) return html`<td class="none">—</td>`;
  return html`<td class="${metric.rating}"><strong>${formatted(name, metric.p75)}</strong> <span class="rating">${RATING_WORDS[metric.rating]}</span><br /><span class="count">n = ${metric.count}</span></td>`;
}

/** The sandbox's p75 page: one row per brand and route, one column per metric. */
export function vitalsPage({ rows, readings }: VitalsSummary) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Web vitals received · sandbox</title>
    <link rel="icon" href="data:," />
    <style>
      body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; padding: 0 1rem; max-width: 72rem; color: #222; }
      table { border-collapse: collapse; width: 100%; }
      caption { text-align: left; padding-bottom: 0.5rem; color: #555; }
      .scroll { overflow-x: auto; }
      th, td { border: 1px solid #ccc; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; white-space: nowrap; }
      thead th { background: #f2f2f2; }
      td.good { background: #e6f4ea; }
      td.needs-improvement { background: #fef7e0; }
      td.poor { background: #fce8e6; }
      td.none { color: #777; }
      .rating, .count { font-size: 0.85em; color: #444; }
      code { font-size: 0.95em; }
    </style>
  </head>
  <body>
    <h1>Web vitals received</h1>
    <p>
      The 75th percentile (nearest rank) of every <code>measured.web-vital</code> event this sandbox's receiver got, per brand
      and React Router route id (n: how many page loads reported it), from ${readings} ${readings === 1 ? "event" : "events"}. Ratings are those of Core Web Vitals:
      ${WEB_VITAL_NAMES.map((name, index) => html`${index > 0 ? ", " : ""}${name} good up to ${formatted(name, WEB_VITAL_THRESHOLDS[name][0])}`)}.
      As JSON: <a href="/__sandbox/vitals.json">/__sandbox/vitals.json</a>. <code>DELETE /__sandbox/events</code> starts over.
    </p>
    ${rows.length === 0
      ? html`<p><strong>No web vitals received yet.</strong> Open the storefront with measurement consent, then leave or hide the page.</p>`
      : html`<div class="scroll" tabindex="0" role="region" aria-label="p75 per brand and route"><table>
          <caption>p75 per brand and route</caption>
          <thead>
            <tr><th scope="col">Brand</th><th scope="col">Route</th>${WEB_VITAL_NAMES.map((name) => html`<th scope="col">${name}</th>`)}</tr>
          </thead>
          <tbody>
            ${rows.map((row) => html`<tr><th scope="row">${row.brand}</th><td><code>${row.route}</code></td>${WEB_VITAL_NAMES.map((name) => cell(row, name))}</tr>`)}
          </tbody>
        </table></div>`}
  </body>
</html>`;
}
