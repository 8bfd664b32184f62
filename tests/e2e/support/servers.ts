import { Miniflare } from "miniflare";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll } from "vitest";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { servedWorkerOptions } from "../../../scripts/built-worker-options.mjs";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { servedVars } from "../../../scripts/serve-built.mjs";
import { startSandbox } from "../../support/sandbox";
import { E2E_SEARCH_BUDGET_MS } from "./search-budget";

const BUILD_DIR = resolve(import.meta.dirname, "../../..", process.env.BUILD_DIR ?? "build");

export interface E2EServers {
  /** The loopback port the worker listens on. */
  workerPort: number;
  sandboxUrl: string;
  stop(): Promise<void>;
}

/**
 * The production build under workerd, served as `npm start` serves it (scripts/serve-miniflare.mjs:
 * the build's config, a local run's vars, a loopback port) but on a free port, with KV in memory
 * and a sandbox backend of its own, in this test process: e2e files run side by side, each on its
 * own servers, so no file sees another's faults, switches, records or caches.
 */
export async function startServers(vars: Record<string, string> = {}): Promise<E2EServers> {
  if (!existsSync(resolve(BUILD_DIR, "server", "wrangler.json"))) throw new Error(`no build in ${BUILD_DIR}: run \`npm run build\` first (npm test does)`);
  const sandbox = await startSandbox();
  const miniflare = new Miniflare(
    servedWorkerOptions({ buildDir: BUILD_DIR, port: 0, vars: servedVars(sandbox.port, { SEARCH_BUDGET_MS: String(E2E_SEARCH_BUDGET_MS), ...vars }) }),
  );
  const url = await miniflare.ready;
  return {
    workerPort: Number(url.port),
    sandboxUrl: sandbox.url,
    async stop() {
      await miniflare.dispose();
      await sandbox.close();
    },
  };
}

let current: E2EServers | undefined;

/** This test file's worker and sandbox (with `vars` over the e2e defaults): started before its tests, stopped after. */
export function useServers(vars: Record<string, string> = {}): void {
  beforeAll(async () => {
    current = await startServers(vars);
  });
  afterAll(async () => {
    await current?.stop();
    current = undefined;
  });
}

function servers(): E2EServers {
  if (!current) throw new Error("this file's servers are not running: call useServers() in it, and these inside a test");
  return current;
}

/** The port this file's worker listens on. */
export const workerPort = (): number => servers().workerPort;

/** This file's sandbox backend. */
export const sandboxUrl = (): string => servers().sandboxUrl;

/** The storefront URL of a demo brand: `localhost`, `viaggi`, `hoteles` or `voyages`. */
export function brandUrl(brand: "localhost" | "viaggi" | "hoteles" | "voyages" | string, path = "/"): string {
  const host = brand === "localhost" || brand.includes(".") ? brand : `${brand}.localhost`;
  return `http://${host}:${workerPort()}${path}`;
}
