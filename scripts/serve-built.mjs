// Serves an existing production build under workerd (wrangler dev on the generated config),
// with the sandbox backend beside it. Used by `npm start`, the e2e tests and the bench.
import { startProcess, waitForHttp } from "./processes.mjs";

export const WORKER_PORT = Number(process.env.PORT ?? 8787);
export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8788);

export async function serveBuilt({ quiet = false, vars = {} } = {}) {
  startProcess("sandbox", process.execPath, ["--import", "tsx", "sandbox/server.ts"], {
    env: { SANDBOX_PORT: String(SANDBOX_PORT) },
    quiet,
  });
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  startProcess(
    "worker",
    "node_modules/.bin/wrangler",
    ["dev", "-c", "build/server/wrangler.json", "--port", String(WORKER_PORT), "--ip", "127.0.0.1", "--show-interactive-dev-session=false", ...varArgs],
    { quiet },
  );
  await waitForHttp(`http://127.0.0.1:${SANDBOX_PORT}/healthz`, { label: "sandbox" });
  await waitForHttp(`http://127.0.0.1:${WORKER_PORT}/healthz`, { label: "worker", timeoutMs: 90_000 });
}
