import { defineConfig } from "vitest/config";

/**
 * Four runners, one command (`npm test` runs them all after a build):
 * - unit:     pure rules of shared/ and small client/worker functions, in Node
 * - contract: the typed backend client against the sandbox over real HTTP
 * - worker:   the built worker inside workerd (Miniflare, real KV) against the sandbox
 * - e2e:      real Chromium against the built worker under workerd and the sandbox
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" } },
      { test: { name: "contract", include: ["tests/contract/**/*.test.ts"], environment: "node", testTimeout: 30_000 } },
      {
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
