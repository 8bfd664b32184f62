import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { fizzTextChunks } from "./vite-plugins/fizz-text-chunks.ts";

/**
 * Modules only the results, detail, checkout, deal and saved pages use (kept out of the common
 * chunk, which the landing loads): results state and query, the save toggle, member points.
 */
const RESULTS_SIDE = /[\\/]client[\\/](components[\\/](results|members)|state[\\/]results|saved-stays[\\/]SaveToggle)|[\\/]shared[\\/]search[\\/](?!place-match)/;
/** The error and maintenance screens: loaded when a page shows one, so in none of the shared chunks. */
const FEEDBACK_SCREENS = /[\\/]client[\\/]components[\\/]feedback[\\/](ErrorPage|GenericExceptionPage|MaintenancePage)\.tsx$/;

/** React, React Router, Jotai and rosetta, with what they import: the framework chunk. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|rosetta|cookie|set-cookie-parser)[\\/]/;

/**
 * The first-load experiment's variant (scripts/first-load-experiment.mjs builds it with
 * FIRST_LOAD_CHUNK=single): the framework, the client entry, the root and the landing route with
 * everything they import, in one chunk. The shipped build leaves it unset.
 */
const FIRST_LOAD_OWN = /[\\/]client[\\/](entry\.client|root)\.tsx$|[\\/]client[\\/]routes[\\/]home\.tsx$/;
const FIRST_LOAD_GROUP = { name: "first-load", test: (id: string) => FRAMEWORK.test(id) || FIRST_LOAD_OWN.test(id), priority: 30 };
const firstLoadGroups = process.env.FIRST_LOAD_CHUNK === "single" ? [FIRST_LOAD_GROUP] : [];

/** The part of rolldown's chunking context a group's `name` function reads. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const SHELL_ROOTS = ["./client/entry.client.tsx", "./client/root.tsx"].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * What every page loads before it hydrates, as one file: our code that the client entry and the
 * root route import statically (the framework has its own chunk). Every file is compressed on its
 * own, and small files compress badly: these modules were eight files, 15.1 KB gzip, and are
 * 12.8 KB as one. Modules only imported dynamically (lazy dialogs, error reporting's client) stay
 * out: they are not in the closure. Computed once per build, from the module graph.
 */
function shellChunk() {
  let closure: Set<string> | null = null;
  const closureOf = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const queue = [...SHELL_ROOTS];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) if (!/node_modules/.test(imported) || imported.includes("vite/preload-helper")) queue.push(imported);
    }
    return seen;
  };
  return (id: string, graph: ModuleGraph) => ((closure ??= closureOf(graph)).has(id) ? "shell" : null);
}

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // `npm run dev` is a local run; the build keeps wrangler.toml's vars, where ENVIRONMENT is
      // unset (= production) unless `--env production` or the runner sets it.
      config: command === "serve" ? (config) => ({ vars: { ...config.vars, ENVIRONMENT: "local" } }) : {},
    }),
    fizzTextChunks(),
    UnoCSS(),
    reactRouter(),
  ],
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
  // Pre-bundled up front so the first page load in dev is not interrupted by a re-optimisation.
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react-router", "react-router/dom", "jotai", "jotai/utils", "rosetta", "valibot"],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            advancedChunks: {
              groups: [
                ...firstLoadGroups,
                { name: "framework", test: FRAMEWORK, priority: 20 },
                // Its own chunk, loaded by the pages that validate in the browser (checkout forms,
                // dev tools), not with every page through the shared chunk.
                { name: "valibot", test: /node_modules[\\/]valibot[\\/]/, priority: 15 },
                // Every page's first code, one file (see shellChunk; Vite's preload helper is in it).
                { name: shellChunk(), debugName: "shell", priority: 12 },
                // Beyond the shell, shared by six or more chunks, but not the results pages' own parts
                // (skeleton and messages, card formats, results state and query) nor the feedback screens.
                { name: "common", test: (id: string) => /[\\/](client|shared)[\\/]/.test(id) && !RESULTS_SIDE.test(id) && !FEEDBACK_SCREENS.test(id), minShareCount: 6, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
}));
