// Page weight of the landing page: the JavaScript and CSS a first visit to `/` loads, gzip-sized
// from the build's own client assets. The list of files comes from the running server's document
// (modulepreload links, module scripts, stylesheets), so it is what a browser really fetches.
//
//   BUILD_DIR=build node scripts/bench/page-weight.mjs [http://localhost:8787/]
//
// Prints JSON: `js` and `css` are the first-load critical path; `lazyJs` is what those files can
// import() later (e.g. error reporting loaded after hydration), which never blocks the first paint.
import { readFileSync } from "node:fs";
import { dirname, posix, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { BROWSER_UA } from "./document-timing.mjs";

const url = process.argv[2] ?? process.env.PAGE_WEIGHT_URL ?? "http://localhost:8787/";
const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");

// Bundlers write module specifiers with any quote, template literals included.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function assetsIn(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    // React Router marks the client entry's stylesheet with a fragment (`entry-….css#`): the file is the same.
    const href = /\bhref="([^"#]+)/.exec(tag)?.[1];
    if (!href?.startsWith("/")) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+\.js)"/g)) js.add(src);
  // React Router's inline module script imports the route modules by absolute path.
  for (const [, src] of html.matchAll(/import\s*(?:[^"']*?from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(src);
  return { js, css };
}

function read(path) {
  return readFileSync(resolve(clientDir, `.${path}`));
}

/** Follows the static imports of the built files, so nothing a listed chunk needs is missed. */
function closure(roots) {
  const seen = new Set(roots);
  const lazy = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.shift();
    const code = read(path).toString("utf8");
    for (const [, rel] of code.matchAll(STATIC_IMPORT)) {
      const target = posix.join(dirname(path), rel);
      if (!seen.has(target)) (seen.add(target), queue.push(target));
    }
    for (const [, rel] of code.matchAll(DYNAMIC_IMPORT)) lazy.add(posix.join(dirname(path), rel));
  }
  return { files: seen, lazy };
}

function weigh(paths) {
  const files = [...paths].sort().map((path) => {
    const bytes = read(path);
    return { path, bytes: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  const kb = (key) => Number((sum(key) / 1024).toFixed(1));
  return { count: files.length, bytes: sum("bytes"), gzip: sum("gzip"), gzipKB: kb("gzip"), brotliKB: kb("brotli"), files };
}

// PAGE_WEIGHT_COOKIE: what the page needs from the browser (a checkout opens only with its cart's grant).
const cookie = process.env.PAGE_WEIGHT_COOKIE;
const response = await fetch(url, { headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity", ...(cookie ? { cookie } : {}) } });
if (!response.ok) throw new Error(`${url} answered ${response.status}`);
const listed = assetsIn(await response.text());
// Lazy chunks the page renders at once (the checkout's screen shares its route with the results
// and is React.lazy there): named by PAGE_WEIGHT_ALSO, they count as up front, with what they import.
const also = (process.env.PAGE_WEIGHT_ALSO ?? "").split(",").filter(Boolean);
const direct = closure([...listed.js]);
const immediate = [...direct.lazy].filter((path) => also.some((name) => path.includes(name)));
const initial = closure([...listed.js, ...immediate]);

// Everything reachable through import() from the first-load files (and from those chunks' own
// import()s), minus what is already loaded.
const lazyFiles = new Set();
let frontier = [...initial.lazy];
while (frontier.length > 0) {
  const next = closure(frontier.filter((path) => !initial.files.has(path) && !lazyFiles.has(path)));
  for (const path of next.files) lazyFiles.add(path);
  frontier = [...next.lazy].filter((path) => !lazyFiles.has(path) && !initial.files.has(path));
}
const lazyOnly = [...lazyFiles].filter((path) => !initial.files.has(path));

console.log(
  JSON.stringify(
    {
      url,
      buildDir: clientDir,
      js: weigh(initial.files),
      css: weigh(listed.css),
      lazyJs: weigh(lazyOnly),
      notPreloaded: [...initial.files].filter((path) => !listed.js.has(path)),
    },
    null,
    2,
  ),
);
