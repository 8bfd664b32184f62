// Lighthouse's mobile scores (its default profile: a throttled mid-range phone, simulated) for a
// page, run against Debian's Chromium. About 20 s a page.
import { spawnSync } from "node:child_process";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export function lighthouseScores(url, options = {}) {
  // Lighthouse sometimes loses its own trace (NO_NAVSTART): one more try before reporting it.
  const first = lighthouseOnce(url, options);
  return first.error ? lighthouseOnce(url, options) : first;
}

function lighthouseOnce(url, { chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } = {}) {
  const run = spawnSync(
    "node_modules/.bin/lighthouse",
    [url, "--chrome-flags=--headless=new --no-sandbox --disable-gpu", "--output=json", "--output-path=stdout", `--only-categories=${CATEGORIES.join(",")}`, "--quiet"],
    // On timeout, SIGINT rather than SIGTERM: Lighthouse's Chrome launcher closes the Chrome it
    // started on SIGINT only; a Chrome left behind would go on using the machine after the bench.
    { env: { ...process.env, CHROME_PATH: chromePath }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 120_000, killSignal: "SIGINT" },
  );
  if (run.status !== 0) return { url, error: (run.stderr || run.error?.message || "lighthouse failed").slice(0, 500) };
  const report = JSON.parse(run.stdout);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  return {
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN) || null,
    // What kept a score under 100, for the note and the next fix.
    failing: Object.values(report.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
}
