import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";

/**
 * Modules only the results, detail, checkout, deal and saved pages use (kept out of the common
 * chunk, which the landing loads): results state and query, the save toggle, member points.
 */
const RESULTS_SIDE = /[\\/]client[\\/](components[\\/](results|members)|state[\\/]results|saved-stays[\\/]SaveToggle)|[\\/]shared[\\/]search[\\/](?!place-match)/;

/**
 * The first-load experiment's variant (scripts/first-load-experiment.mjs builds it with
 * FIRST_LOAD_CHUNK=single): the framework, the client entry, the root and the landing route with
 * everything they import, in one chunk. The shipped build leaves it unset.
 */
const FIRST_LOAD_GROUP = {
  name: "first-load",
  test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|rosetta|cookie|set-cookie-parser)[\\/]|[\\/]client[\\/](entry\.client|root)\.tsx$|[\\/]client[\\/]routes[\\/]home\.tsx$/,
  priority: 30,
};
const firstLoadGroups = process.env.FIRST_LOAD_CHUNK === "single" ? [FIRST_LOAD_GROUP] : [];

export default defineConfig(({ command }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // `npm run dev` is a local run; the build keeps wrangler.toml's vars, where ENVIRONMENT is
      // unset (= production) unless `--env production` or the runner sets it.
      config: command === "serve" ? (config) => ({ vars: { ...config.vars, ENVIRONMENT: "local" } }) : {},
    }),
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
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|jotai|rosetta|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                // Its own chunk, loaded by the pages that validate in the browser (checkout forms,
                // dev tools), not with every page through the shared chunk.
                { name: "valibot", test: /node_modules[\\/]valibot[\\/]/, priority: 15 },
                // Shared by six or more chunks, but not the results pages' own parts (skeleton and
                // messages, card formats, results state and query): in this chunk the landing loaded them.
                // Vite's preload helper with them: on its own it would be one more request for every page.
                { name: "common", test: (id: string) => (/[\\/](client|shared)[\\/]/.test(id) && !RESULTS_SIDE.test(id)) || id.includes("vite/preload-helper"), minShareCount: 6, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
}));
