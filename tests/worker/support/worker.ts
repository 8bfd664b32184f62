import { Miniflare, type RequestInit as MiniflareRequestInit } from "miniflare";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { builtWorkerOptions } from "../../../scripts/built-worker-options.mjs";
import { startSandbox, type RunningSandbox } from "../../support/sandbox";
import { REQUEST_ID_HEADER, requestEnds } from "./request-ends";

const ROOT = resolve(import.meta.dirname, "../../..");
const BUILD_DIR = resolve(ROOT, process.env.BUILD_DIR ?? "build");
const SERVER_ENTRY = resolve(BUILD_DIR, "server", "index.js");

export interface WorkerUnderTest {
  sandbox: RunningSandbox;
  mf: Miniflare;
  /** A request to the worker as a browser on `host` would send it. */
  fetch(path: string, init?: MiniflareRequestInit & { host?: string }): Promise<Response>;
  kv(): Promise<KVNamespace>;
  /**
   * Settles once the request that answered `response` is over, the work it left to waitUntil
   * included (started with `watchRequestEnds`; see request-ends.ts).
   */
  ended(response: Response): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * The production build of the worker inside workerd (Miniflare), with its own in-memory KV and
 * its own sandbox backend over real HTTP, so test files never share state.
 */
export async function startWorker(
  vars: Record<string, string> = {},
  options: { onRuntimeOutput?: (text: string) => void; shoppingRateLimit?: number; beaconRateLimit?: number; watchRequestEnds?: boolean } = {},
): Promise<WorkerUnderTest> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first`);
  const sandbox = await startSandbox();
  const ends = options.watchRequestEnds ? requestEnds() : null;
  const worker = {
    // What `npm start` serves (scripts/built-worker-options.mjs): the build's modules, compatibility,
    // KV in memory and rate limits; loopback visitors of a test run are not counted (worker/rate-limit).
    ...builtWorkerOptions({
      buildDir: BUILD_DIR,
      rateLimits: {
        ...(options.shoppingRateLimit ? { SHOPPING_RATE_LIMITER: options.shoppingRateLimit } : {}),
        ...(options.beaconRateLimit ? { BEACON_RATE_LIMITER: options.beaconRateLimit } : {}),
      },
      vars: {
        API_BASE_URL: sandbox.url,
        CONFIG_BASE_URL: `${sandbox.url}/strapi/api`,
        EVENT_RECEIVER_URL: `${sandbox.url}/events`,
        COOKIE_MANAGER_SCRIPT_URL: `${sandbox.url}/third-party/cookie-manager.js`,
        ANALYTICS_TAG_URL: `${sandbox.url}/third-party/analytics-tag.js`,
        SSO_LOGIN_URL: `${sandbox.url}/sso/login`,
        TRANSLATION_API_URL: `${sandbox.url}/translations`,
        TRANSLATION_API_KEY: "dev-translation-key",
        EVENT_RECEIVER_TOKEN: "dev-event-receiver-token",
        OPS_TOKEN: "test-ops-token",
        APP_VERSION: "test",
        ENVIRONMENT: "test",
        // Tests reset the sandbox between cases, which forgets every search: a search shared from
        // the case before would be unknown. tests/worker/shared-searches.test.ts turns it on.
        SEARCH_SHARING_SECONDS: "0",
        ...vars,
      },
    }),
    rootPath: ROOT,
    ...(ends ? { tails: ends.tails } : {}),
  };
  const mf = new Miniflare({
    workers: ends ? [worker, ends.tailWorker] : [worker],
    // What workerd prints (uncaught errors among it), for tests that must see none; else as usual.
    ...(options.onRuntimeOutput
      ? {
          handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
            for (const stream of [stdout, stderr]) stream.on("data", (chunk: Buffer) => options.onRuntimeOutput!(chunk.toString()));
          },
        }
      : {}),
  });
  await mf.ready;
  // Every answer handed out, so that dispose can let go of the bodies no test read: Miniflare's
  // dispose otherwise waits on each one's connection (10 to 60 s for a file that checks statuses).
  const answers: Response[] = [];
  const requestIds = new WeakMap<Response, string>();
  return {
    sandbox,
    mf,
    async fetch(path, init = {}) {
      const { host = "localhost", ...rest } = init;
      const id = ends?.nextId();
      if (id) rest.headers = { ...Object.fromEntries(new Headers(rest.headers as HeadersInit).entries()), [REQUEST_ID_HEADER]: id };
      const response = (await mf.dispatchFetch(`http://${host}${path}`, { redirect: "manual", ...rest })) as unknown as Response;
      answers.push(response);
      if (id) requestIds.set(response, id);
      return response;
    },
    kv: () => mf.getKVNamespace("CONFIG_CACHE") as unknown as Promise<KVNamespace>,
    ended(response) {
      const id = requestIds.get(response);
      if (!ends || !id) throw new Error("ended() needs a worker started with watchRequestEnds and an answer of its fetch()");
      return ends.ended(id);
    },
    async dispose() {
      await Promise.all(answers.splice(0).map((answer) => (answer.bodyUsed || answer.body?.locked ? undefined : answer.body?.cancel().catch(() => {}))));
      await mf.dispose();
      await sandbox.close();
    },
  };
}

/** Polls until `check` passes or the time is up (for work the worker does in waitUntil). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw lastError;
}

/** Makes the domain's cached brand configuration as old as can be, so the next page refreshes it. */
export async function ageBrandConfig(worker: WorkerUnderTest, domain: string): Promise<void> {
  const kv = await worker.kv();
  const key = `brand-config:v1:${domain}`;
  const entry = (await kv.get(key, "json")) as { fetchedAt: number } | null;
  if (!entry) throw new Error(`no cached brand configuration for ${domain}`);
  entry.fetchedAt = 0;
  await kv.put(key, JSON.stringify(entry));
}
