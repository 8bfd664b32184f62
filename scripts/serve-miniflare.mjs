// Serves the production build on Miniflare's API: workerd with the build's config, listening on
// 127.0.0.1:SERVE_PORT, KV kept in .wrangler/state-PORT. No dev proxy, no inspector unless asked
// (SERVE_INSPECTOR_PORT), no debug log. Run by scripts/serve-built.mjs under a supervisor: when
// workerd exits this process exits too, and the supervisor starts it again.
//
// Environment: BUILD_DIR (build), SERVE_PORT (8787), SERVE_VARS (JSON, laid over the build's
// vars), SERVE_INSPECTOR_PORT (unset: none).
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { Log, LogLevel, Miniflare } from "miniflare";
import { servedWorkerOptions } from "./built-worker-options.mjs";

const port = Number(process.env.SERVE_PORT ?? 8787);
const inspectorPort = process.env.SERVE_INSPECTOR_PORT ? Number(process.env.SERVE_INSPECTOR_PORT) : undefined;
let disposing = false;

const miniflare = new Miniflare({
  ...servedWorkerOptions({
    buildDir: process.env.BUILD_DIR ?? "build",
    vars: JSON.parse(process.env.SERVE_VARS ?? "{}"),
    kvPersist: resolve(`.wrangler/state-${port}/kv`),
    port,
  }),
  ...(inspectorPort ? { inspectorPort } : {}),
  log: new Log(LogLevel.WARN),
  // The runtime's own output, line by line; its end means workerd is gone, and so is this server.
  handleRuntimeStdio(stdout, stderr) {
    createInterface(stdout).on("line", (line) => console.log(line));
    createInterface(stderr).on("line", (line) => console.error(line));
    stdout.once("close", () => {
      if (disposing) return;
      console.error(`workerd exited (serving port ${port}); leaving so the supervisor starts it again`);
      process.exit(1);
    });
  },
});

async function stop() {
  disposing = true;
  await miniflare.dispose().catch(() => {});
  process.exit(0);
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

await miniflare.ready;
console.log(`worker ready on http://127.0.0.1:${port}`);
