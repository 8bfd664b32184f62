// Miniflare options for the production build of the worker, read from the config the build wrote
// (build/server/wrangler.json: compatibility, vars, KV, rate limits, assets). `npm start`, the
// bench and the soak serve it with these (scripts/serve-miniflare.mjs), the e2e tests serve it
// the same way in their own process (tests/e2e/support/servers.ts), and the worker tests dispatch
// to it with the same (tests/worker/support/worker.ts), so what is tested is what runs.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Every module of the build, entry first: Miniflare cannot follow React Router's dynamic imports. */
function serverModules(serverDir, entry) {
  return readdirSync(serverDir, { recursive: true })
    .filter((file) => file.endsWith(".js"))
    .map((file) => resolve(serverDir, file))
    .sort((a, b) => (a === entry ? -1 : b === entry ? 1 : a.localeCompare(b)))
    .map((path) => ({ type: "ESModule", path }));
}

/**
 * @param {object} options
 * @param {string} options.buildDir the build (absolute or from the working directory)
 * @param {Record<string, string>} [options.vars] laid over the build's vars
 * @param {Record<string, number>} [options.rateLimits] limit per binding name, over the build's
 * @param {string} [options.kvPersist] a directory to keep KV in; in memory without
 */
export function builtWorkerOptions({ buildDir, vars = {}, rateLimits = {}, kvPersist }) {
  const serverDir = resolve(buildDir, "server");
  const config = JSON.parse(readFileSync(resolve(serverDir, "wrangler.json"), "utf8"));
  const entry = resolve(serverDir, config.main);
  return {
    name: config.name,
    modulesRoot: serverDir,
    modules: serverModules(serverDir, entry),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    kvNamespaces: config.kv_namespaces.map((namespace) => namespace.binding),
    ...(kvPersist ? { kvPersist } : {}),
    ratelimits: Object.fromEntries(
      config.ratelimits.map(({ name, simple }) => [name, { simple: { ...simple, limit: rateLimits[name] ?? simple.limit } }]),
    ),
    assets: { directory: resolve(serverDir, config.assets.directory), routerConfig: { has_user_worker: true } },
    bindings: { ...config.vars, ...vars },
  };
}

/**
 * The same, served on a loopback port (0: a free one, read from `await miniflare.ready`), without
 * fetching request.cf from workers.cloudflare.com at start: the placeholder is enough here.
 * @param {Parameters<typeof builtWorkerOptions>[0] & { port: number }} options
 */
export function servedWorkerOptions({ port, ...options }) {
  return { ...builtWorkerOptions(options), host: "127.0.0.1", port, cf: false };
}
