import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { loopbackRequest } from "../../scripts/bench/loopback.mjs";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { stopAll } from "../../scripts/processes.mjs";
// @ts-expect-error: plain ESM helper shared with the npm scripts
import { serveBuilt } from "../../scripts/serve-built.mjs";

// `npm start`'s server as it runs: the build on Miniflare's API under a supervisor, on ports of
// this file's own.
const WORKER_PORT = 8870;
const SANDBOX_PORT = 8871;
const origin = (host: string) => `http://${host}:${WORKER_PORT}`;

let served: { workerGroup: () => number; worker: { restarts: number } };

beforeAll(async () => {
  served = await serveBuilt({ quiet: true, workerPort: WORKER_PORT, sandboxPort: SANDBOX_PORT });
});

afterAll(() => stopAll());

/** The workerd processes in the supervised worker's process group. */
function workerdPids(): number[] {
  const table = execFileSync("ps", ["-eo", "pid=,pgid=,stat=,comm="], { encoding: "utf8" });
  return table
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid, stat, comm]) => comm === "workerd" && !stat?.startsWith("Z") && Number(pgid) === served.workerGroup())
    .map(([pid]) => Number(pid));
}

describe("the served build", () => {
  it("answers each brand on its own host, with the build's assets beside it", async () => {
    const viaggi = await loopbackRequest(`${origin("viaggi.localhost")}/`);
    expect(viaggi.status).toBe(200);
    expect(viaggi.text).toContain('<html lang="it"');
    const script = /\/assets\/entry\.client-[^"]+\.js/.exec(viaggi.text)?.[0];
    expect(script).toBeDefined();
    const asset = await loopbackRequest(`${origin("viaggi.localhost")}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect((await loopbackRequest(`${origin("nobody.example")}/`)).status).toBe(404);
  });

  it("lets a browser keep the build's hashed files, and its images for an hour (public/_headers)", async () => {
    const landing = await loopbackRequest(`${origin("viaggi.localhost")}/`);
    const script = /\/assets\/framework-[^"]+\.js/.exec(landing.text)?.[0];
    const stylesheet = /\/assets\/entry-[^"#]+\.css/.exec(landing.text)?.[0];
    for (const hashed of [script, stylesheet]) {
      expect(hashed).toBeDefined();
      const asset = await loopbackRequest(`${origin("viaggi.localhost")}${hashed}`);
      expect(asset.status).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    for (const image of ["/brands/viaggi/hero.svg", "/destinations/rom.svg", "/favicon.svg"]) {
      const answer = await loopbackRequest(`${origin("viaggi.localhost")}${image}`);
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("public, max-age=3600, stale-while-revalidate=86400");
    }
    // The page itself is the worker's answer, never the rules file's, and the file is not served.
    expect(landing.headers["cache-control"] ?? "").not.toMatch(/immutable|max-age=3600/);
    expect((await loopbackRequest(`${origin("viaggi.localhost")}/_headers`)).status).toBe(404);
  });

  it("is serving again within 5 s when workerd dies, and says so", async () => {
    const [pid] = workerdPids();
    expect(pid).toBeDefined();
    process.kill(pid!, "SIGKILL");
    const killedAt = performance.now();
    let back = false;
    while (!back && performance.now() - killedAt < 5_000) {
      back = await loopbackRequest(`${origin("localhost")}/healthz`, { timeoutMs: 1_000 }).then(
        // The answer must come from the restarted runtime, in the new process group.
        (answer: { status: number }) => answer.status === 200 && served.worker.restarts === 1 && workerdPids().length > 0,
        () => false,
      );
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    expect(served.worker.restarts).toBe(1);
    expect((await loopbackRequest(`${origin("localhost")}/`)).status).toBe(200);
  });
});
