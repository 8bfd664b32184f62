// Whether the local runtime itself resets connections under the bench's load, without any code of
// ours: the bench's load (autocannon, 32 connections, 10 s) against a bare Miniflare serving a
// 36 KB page as a static asset (a trivial worker beside it, as Miniflare needs one), and against
// Node's own HTTP server answering the same bytes, in turns.
// `node scripts/bench/bare-runtime-resets.mjs [rounds]` (default 8).
// When the bench's "errors under load" are resets alone, this says whether the runtime makes them
// with nothing of the shop in the way (docs/performance.md, "Errors under load").
import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { measureThroughput } from "./throughput.mjs";

const ROUNDS = Number(process.argv[2] ?? 8);
const MINIFLARE_PORT = 8896;
const NODE_PORT = 8897;
// The size of a landing document: a response written in several pieces, like the bench's pages.
const PAGE = `<!doctype html><title>page</title>${"<p>a paragraph of the page</p>".repeat(1200)}`;

const assets = mkdtempSync(join(tmpdir(), "bare-runtime-"));
writeFileSync(join(assets, "page.html"), PAGE);
const miniflare = new Miniflare({
  modules: true,
  script: `export default { fetch() { return new Response("not an asset", { status: 404 }); } };`,
  assets: { directory: assets, routerConfig: { has_user_worker: false } },
  compatibilityDate: "2025-09-01",
  host: "127.0.0.1",
  port: MINIFLARE_PORT,
  cf: false,
});
const node = http.createServer((request, response) => response.writeHead(200, { "content-type": "text/html" }).end(PAGE));
await Promise.all([miniflare.ready, new Promise((resolve) => node.listen(NODE_PORT, "127.0.0.1", resolve))]);

const servers = { "bare Miniflare": MINIFLARE_PORT, "Node http": NODE_PORT };
const totals = Object.fromEntries(Object.keys(servers).map((name) => [name, { requests: 0, errors: 0, rounds: 0 }]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, port] of Object.entries(servers)) {
      const run = await measureThroughput({ url: `http://localhost:${port}/page`, connections: 32, seconds: 10 });
      const failed = run.errors + run.non2xx;
      Object.assign(totals[name], { requests: totals[name].requests + run.requests, errors: totals[name].errors + failed, rounds: totals[name].rounds + (failed > 0 ? 1 : 0) });
      console.log(`round ${round + 1} ${name}: ${run.requests} requests, ${failed} failed ${JSON.stringify(run.errorKinds ?? {})}`);
    }
  }
  for (const [name, total] of Object.entries(totals)) console.log(`${name}: ${total.errors} failed of ${total.requests} requests, in ${total.rounds} of ${ROUNDS} rounds`);
} finally {
  node.close();
  await miniflare.dispose();
  rmSync(assets, { recursive: true, force: true });
}
