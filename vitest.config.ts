import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Four runners, one command (`npm test` runs them all after a build):
 * - unit:     pure rules of shared/ and small client/worker functions, in Node
 * - contract: the typed backend client against the sandbox over real HTTP
 * - worker:   the built worker inside workerd (Miniflare, real KV) against the sandbox
 * - e2e:      real Chromium against the built worker under workerd and the sandbox
 *
 * Files run side by side, more of them than the machine has cores: a worker or browser test file
 * mostly waits (on workerd, Chromium, the sandbox's latencies, search budgets, retry backoffs),
 * and each file has its own workerd and sandbox (e2e: its own Chromium too), so none sees
 * another's state. The browser files come after the others in a run of every project.
 */
const SIDE_BY_SIDE = 4;
/**
 * A failed worker or browser test runs once more before it counts as failed. Many files side by
 * side on two cores stretch real-time waits (a backend's answer, a chunk, a beacon) now and then;
 * a test that fails for its behaviour fails both times.
 */
const RETRY_UNDER_LOAD = 1;
const BROWSERS_SIDE_BY_SIDE = 3;
/**
 * Worker test files share their process's imports (Miniflare, the sandbox, the support modules)
 * instead of importing them afresh per file: the files' own state lives in what each starts (its
 * workerd, its sandbox, reset when started), and they use no mocks or spies. The worker runner
 * takes about 60 s instead of 90 on two cores. Browser files gain nothing from it (their time is
 * Chromium's) and the contract files spy on console.warn, so both stay isolated.
 */
const WORKER_FILES_ISOLATED = false;

/**
 * The files that take longest, most of it waiting on real time (a backend answering after 12 and
 * 20 s, search budgets running out, eight whole walks in a browser, 1 500 generated requests):
 * started first, so the others fill the time around them. Vitest orders later runs by the
 * durations it recorded; a fresh clone has none.
 */
const LONGEST_FIRST = [
  "tests/worker/slow-searches.test.ts",
  "tests/worker/request-fuzz.test.ts",
  "tests/worker/search-budget.test.ts",
  "tests/e2e/saved-stays.test.ts",
  "tests/e2e/slow-searches.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", maxWorkers: SIDE_BY_SIDE } },
      { test: { name: "contract", include: ["tests/contract/**/*.test.ts"], environment: "node", testTimeout: 30_000, maxWorkers: SIDE_BY_SIDE } },
      {
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: SIDE_BY_SIDE,
          retry: RETRY_UNDER_LOAD,
          isolate: WORKER_FILES_ISOLATED,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: BROWSERS_SIDE_BY_SIDE,
          retry: RETRY_UNDER_LOAD,
          sequence: { groupOrder: 1 },
          // What a test polls for (a chip, a focus, a request) may take a busy machine more than a second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
