import { existsSync, rmSync } from "node:fs";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { stopAll } from "../../scripts/processes.mjs";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { serveBuilt } from "../../scripts/serve-built.mjs";
import { E2E_SEARCH_BUDGET_MS } from "./support/search-budget";
import { E2E_SANDBOX_PORT, E2E_WORKER_PORT } from "./support/servers";

/** The production build under workerd (as `npm start` serves it) and the sandbox, once for all e2e files. */
export default async function setup() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(`${buildDir}/server/wrangler.json`)) throw new Error(`no build in ${buildDir}: run \`npm run build\` first (npm test does)`);
  // A fresh local KV every run, so no cached brand from an earlier run leaks in.
  rmSync(`.wrangler/state-${E2E_WORKER_PORT}`, { recursive: true, force: true });
  try {
    await serveBuilt({ quiet: true, workerPort: E2E_WORKER_PORT, sandboxPort: E2E_SANDBOX_PORT, vars: { SEARCH_BUDGET_MS: String(E2E_SEARCH_BUDGET_MS) } });
  } catch (error) {
    // Teardown is only registered once setup returns: stop what did start before failing.
    stopAll();
    throw error;
  }
  return () => stopAll();
}
