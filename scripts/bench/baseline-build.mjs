// The build the bench compares against in the same run, on the same machine: the storefront as
// it was at BENCH_BASELINE_REF (default: the commit the budgets were set against), built
// from `git archive` beside this checkout with this checkout's node_modules. Ratios between the
// two (CPU per render, requests per second) hold across machines where absolute times do not.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { resolve } from "node:path";

export const BASELINE_REF = process.env.BENCH_BASELINE_REF ?? "f50e10c";

/** Builds the baseline once per ref; returns its build directory. */
export function baselineBuild(ref = BASELINE_REF) {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const root = resolve(".bench-baseline", commit.slice(0, 12));
  const buildDir = resolve(root, "build");
  if (existsSync(resolve(buildDir, "server", "index.js"))) return { commit, buildDir };
  rmSync(root, { recursive: true, force: true });
  const source = resolve(root, "source");
  mkdirSync(source, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C "${source}"`]);
  symlinkSync(resolve("node_modules"), resolve(source, "node_modules"), "dir");
  execFileSync(resolve("node_modules/.bin/react-router"), ["build"], { cwd: source, env: { ...process.env, BUILD_DIR: buildDir }, stdio: ["ignore", "ignore", "inherit"] });
  return { commit, buildDir };
}
