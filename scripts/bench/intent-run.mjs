// `node scripts/bench/intent-run.mjs [--quick]`: only the intent figures (intent-metrics.mjs),
// against the existing build, served on INTENT_WORKER_PORT (8860) with its sandbox one above.
// For measuring them alone; `npm run bench` measures them with everything else.
import { hotelSearchPath } from "./demo-paths.mjs";
import { Figures } from "./figures.mjs";
import { addIntentFigures } from "./intent-metrics.mjs";
import { stopAll } from "../processes.mjs";
import { serveBuilt } from "../serve-built.mjs";

const workerPort = Number(process.env.INTENT_WORKER_PORT ?? 8860);
const origin = `http://localhost:${workerPort}`;
const figures = new Figures();
try {
  await serveBuilt({ quiet: true, workerPort, sandboxPort: workerPort + 1 });
  await addIntentFigures(figures, { origin, resultsUrl: `${origin}${hotelSearchPath()}`, quick: process.argv.includes("--quick") });
} finally {
  stopAll();
}
figures.print();
if (process.argv.includes("--json")) console.log(JSON.stringify(figures.details, null, 2));
