// The first-load experiment: is the landing faster on a phone when its first-load JavaScript is
// one file found late in the document, with no module preloads, than as shipped (several chunks,
// every one preloaded from the head)? Builds the variant (FIRST_LOAD_CHUNK=single, vite.config.ts)
// beside the shipped build, serves each behind the same small proxy (which, for the variant,
// takes the module preload links out of the HTML), and measures both alike: the bench's throttled
// phone (hydrated, LCP) and Lighthouse's mobile LCP and performance on every demo brand.
//
//   node scripts/first-load-experiment.mjs [--runs 5] [--lighthouse-runs 3]
//
// Takes about 10 minutes; prints a table and writes bench/first-load-experiment.json. Run it on a
// quiet machine: both variants are measured in the same run, one after the other.
import { spawn } from "node:child_process";
import { createServer, request as httpRequest } from "node:http";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { gunzipSync, brotliDecompressSync, inflateSync, gzipSync } from "node:zlib";
import { DEMO_HOSTS } from "./bench/demo-paths.mjs";
import { lighthouseScores } from "./bench/lighthouse-scores.mjs";
import { measurePhone } from "./bench/phone-metrics.mjs";
import { median } from "./bench/document-timing.mjs";
import { runToCompletion, stopAll } from "./processes.mjs";
import { serveBuilt } from "./serve-built.mjs";

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const PHONE_RUNS = option("--runs", 5);
const LIGHTHOUSE_RUNS = option("--lighthouse-runs", 3);
const WORKER_PORT = Number(process.env.EXPERIMENT_WORKER_PORT ?? 8860);
const SANDBOX_PORT = WORKER_PORT + 1;
const PROXY_PORT = WORKER_PORT + 2;
const VARIANT_DIR = ".first-load-build";

const VARIANTS = [
  {
    name: "as shipped (chunks, every module preloaded from the head)",
    buildDir: "build",
    stripPreloads: false,
  },
  {
    name: "one first-load file, no module preloads",
    buildDir: VARIANT_DIR,
    stripPreloads: true,
  },
];

const PRELOAD_TAG = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const DECODE = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

/**
 * A proxy in front of the worker. Every HTML answer is decoded and gzipped again (so both
 * variants pay the same); for the variant, its module preload links are taken out first. It runs
 * in a process of its own (this script with `--proxy`): Lighthouse is run synchronously here.
 */
function proxy(stripPreloads) {
  const server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        host: "127.0.0.1",
        port: WORKER_PORT,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!type.startsWith("text/html")) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          const encoded = Buffer.concat(chunks);
          const decode = DECODE[String(answer.headers["content-encoding"] ?? "")];
          let html = (decode ? decode(encoded) : encoded).toString("utf8");
          if (stripPreloads) html = html.replace(PRELOAD_TAG, "");
          const body = gzipSync(html);
          const headers = {
            ...answer.headers,
            "content-encoding": "gzip",
            "content-length": String(body.length),
          };
          delete headers["transfer-encoding"];
          if (stripPreloads) delete headers.link;
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    forwarded.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  server.listen(PROXY_PORT, "127.0.0.1", () => console.log("proxy ready"));
}

/** The proxy's process, started and ready. */
function startProxy(stripPreloads) {
  const child = spawn(process.execPath, [import.meta.filename, "--proxy", stripPreloads ? "strip" : "keep"], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("proxy ready") && resolve({ close: () => child.kill() }));
    child.on("exit", (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
}

/** The landing's first-load scripts, as the variant's document names them: how many files, how many preloads. */
async function firstLoadShape(url) {
  const response = await fetch(url, {
    headers: { accept: "text/html", "user-agent": "Mozilla/5.0 Chrome/130" },
  });
  const html = await response.text();
  return {
    modulePreloads: (html.match(PRELOAD_TAG) ?? []).length,
    scriptImports: new Set([...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])).size,
  };
}

async function measureVariant(variant) {
  await serveBuilt({
    quiet: true,
    workerPort: WORKER_PORT,
    sandboxPort: SANDBOX_PORT,
    buildDir: variant.buildDir,
  });
  const proxy = await startProxy(variant.stripPreloads);
  try {
    const origin = (host) => `http://${host}:${PROXY_PORT}`;
    const shape = await firstLoadShape(`${origin("localhost")}/`);
    const [phone] = await measurePhone([`${origin("localhost")}/`], {
      runs: PHONE_RUNS,
    });
    const lighthouse = {};
    for (const host of DEMO_HOSTS) {
      const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseScores(`${origin(host)}/`)).filter((run) => !run.error);
      lighthouse[host.split(".")[0]] = {
        performance: runs.length ? median(runs.map((run) => run.performance)) : null,
        lcpMs: runs.length ? median(runs.map((run) => run.lcpMs)) : null,
      };
    }
    return { variant: variant.name, ...shape, phone, lighthouse };
  } finally {
    proxy.close();
    stopAll();
  }
}

if (process.argv.includes("--proxy")) {
  proxy(process.argv.includes("strip"));
} else {
  await experiment();
}

async function experiment() {
  try {
    await runToCompletion("node_modules/.bin/react-router", ["build"]);
    await runToCompletion("node_modules/.bin/react-router", ["build"], {
      BUILD_DIR: VARIANT_DIR,
      FIRST_LOAD_CHUNK: "single",
    });
    const results = [];
    for (const variant of VARIANTS) results.push(await measureVariant(variant));

    console.log("\nvariant | preloads | scripts in the document | phone hydrated ms | phone LCP ms | Lighthouse LCP ms (median per brand) | Lighthouse performance");
    for (const r of results) {
      const brands = Object.values(r.lighthouse);
      console.log(
        [
          r.variant,
          r.modulePreloads,
          r.scriptImports,
          r.phone.hydratedMs,
          r.phone.lcpMs,
          brands.map((b) => b.lcpMs).join(" / "),
          brands.map((b) => b.performance).join(" / "),
        ].join(" | "),
      );
    }
    const [shipped, single] = results;
    const hydrationRatio = single.phone.hydratedMs / shipped.phone.hydratedMs;
    const worstLcp = Math.max(...Object.values(single.lighthouse).map((b) => b.lcpMs ?? Infinity));
    const ship = hydrationRatio <= 1.1 && worstLcp <= 1_800;
    console.log(
      `\nhydration ${hydrationRatio.toFixed(2)} × as shipped (≤ 1.10), worst Lighthouse LCP ${worstLcp} ms (≤ 1 800): ${ship ? "ship the single file" : "keep the module preloads"}`,
    );
    if (!existsSync("bench")) mkdirSync("bench");
    writeFileSync(
      "bench/first-load-experiment.json",
      `${JSON.stringify({ measuredAt: new Date().toISOString(), phoneRuns: PHONE_RUNS, lighthouseRuns: LIGHTHOUSE_RUNS, results, hydrationRatio, worstLcp, ship }, null, 2)}\n`,
    );
  } finally {
    stopAll();
  }
  process.exit(0);
}
