// Serves an existing production build under workerd (Miniflare's API, scripts/serve-miniflare.mjs,
// supervised: an exit is logged and it is back within seconds), with the sandbox backend beside
// it. Used by `npm start`, the e2e tests, the bench and the soak.
import { startProcess, superviseProcess, waitForHttp } from "./processes.mjs";

export const WORKER_PORT = Number(process.env.PORT ?? 8787);
export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8788);
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

/** The worker's vars that point at a sandbox on `sandboxPort` (wrangler.toml has 8788). */
export function sandboxVars(sandboxPort) {
  const base = `http://127.0.0.1:${sandboxPort}`;
  return {
    API_BASE_URL: base,
    CONFIG_BASE_URL: `${base}/strapi/api`,
    EVENT_RECEIVER_URL: `${base}/events`,
    COOKIE_MANAGER_SCRIPT_URL: `${base}/third-party/cookie-manager.js`,
    ANALYTICS_TAG_URL: `${base}/third-party/analytics-tag.js`,
    SSO_LOGIN_URL: `${base}/sso/login`,
    TRANSLATION_API_URL: `${base}/translations`,
  };
}

/** The vars a served build runs with: a local run's, the sandbox on `sandboxPort`, then `vars`. */
export function servedVars(sandboxPort, vars = {}) {
  // wrangler.toml's [vars] leave ENVIRONMENT unset (= production); a local run says so itself.
  return { ENVIRONMENT: "local", ...(sandboxPort === 8788 ? {} : sandboxVars(sandboxPort)), ...vars };
}

export async function serveBuilt({ quiet = false, vars = {}, workerPort = WORKER_PORT, sandboxPort = SANDBOX_PORT, inspectorPort = undefined, buildDir = BUILD_DIR } = {}) {
  const sandbox = startProcess("sandbox", process.execPath, ["--import", "tsx", "sandbox/server.ts"], {
    env: { SANDBOX_PORT: String(sandboxPort) },
    quiet,
  });
  const allVars = servedVars(sandboxPort, vars);
  const worker = superviseProcess("worker", process.execPath, ["scripts/serve-miniflare.mjs"], {
    env: {
      BUILD_DIR: buildDir,
      SERVE_PORT: String(workerPort),
      SERVE_VARS: JSON.stringify(allVars),
      ...(inspectorPort ? { SERVE_INSPECTOR_PORT: String(inspectorPort) } : {}),
    },
    quiet,
  });
  await waitForHttp(`http://127.0.0.1:${sandboxPort}/healthz`, { label: "sandbox" });
  await waitForHttp(`http://127.0.0.1:${workerPort}/healthz`, { label: "worker", timeoutMs: 90_000 });
  // Each runs as its own process group (the group id is the pid): workerd is in the worker's.
  return { sandboxGroup: sandbox.pid, workerGroup: () => worker.current.pid, worker };
}
