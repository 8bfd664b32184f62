import type { Plugin } from "vite";

/**
 * React's edge server renderer (react-dom/server's `renderToReadableStream`, React 19.3) turns
 * every piece of markup it writes, each tag, attribute name and value, into bytes on its own
 * (`TextEncoder.encode`) and copies the bytes into a 4 KB buffer. In workerd each encode is a call
 * into the runtime that allocates a buffer: a profile of the hotel results page put a fifth of
 * the render's CPU in encoding, copying and collecting those small buffers. This plugin makes the
 * renderer keep markup as text and encode once per 4 KB of it (and at each flush), which writes
 * the same bytes in the same flushes.
 *
 * It rewrites the renderer's source in the server build. Each rewrite must match exactly: when a
 * React release changes these lines the build fails here, rather than shipping a half-applied
 * change. (Boundaries' sizes, which decide when React outlines a boundary, are then counted in
 * UTF-16 units rather than bytes: the same for ASCII markup, a little lower for accented text.)
 */
const RENDERER = /react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

const BUFFER_START = "  currentView = null,\n  writtenBytes = 0;\nfunction writeChunk(destination, chunk) {";
const BUFFER_END = "function closeWithError(destination, error) {";
const TEXT_BUFFER = `  pendingText = "";
function writeChunk(destination, chunk) {
  pendingText += chunk;
  4096 < pendingText.length && (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  0 < pendingText.length && (destination.enqueue(textEncoder.encode(pendingText)), (pendingText = ""));
}
var textEncoder = new TextEncoder();
function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  return chunk.length;
}
`;

/** [what the renderer says, what it says instead, how many times it says it] */
const REWRITES: ReadonlyArray<readonly [string, string, number]> = [
  ["      segmentByteSize += segment[i].byteLength;", "      segmentByteSize += segment[i].length;", 1],
  ["currentView = new Uint8Array(4096);\n  writtenBytes = 0;", 'pendingText = "";', 1],
  ["currentView = new Uint8Array(4096);\n      writtenBytes = 0;", 'pendingText = "";', 1],
];

export function rewriteRenderer(source: string): string {
  const start = source.indexOf(BUFFER_START);
  const end = source.indexOf(BUFFER_END);
  if (start < 0 || end < start) throw new Error("fizz-text-chunks: React's edge renderer no longer has the byte buffer this plugin replaces; see vite-plugins/fizz-text-chunks.ts");
  let rewritten = source.slice(0, start) + TEXT_BUFFER + source.slice(end);
  for (const [from, to, times] of REWRITES) {
    const found = rewritten.split(from).length - 1;
    if (found !== times) throw new Error(`fizz-text-chunks: expected ${times} × ${JSON.stringify(from)} in React's edge renderer, found ${found}`);
    rewritten = rewritten.replaceAll(from, to);
  }
  if (/Uint8Array|\.byteLength|currentView|writtenBytes/.test(rewritten)) throw new Error("fizz-text-chunks: React's edge renderer still writes bytes somewhere this plugin does not rewrite");
  return rewritten;
}

export function fizzTextChunks(): Plugin {
  return {
    name: "fizz-text-chunks",
    enforce: "pre",
    transform(source, id) {
      if (!RENDERER.test(id)) return null;
      return { code: rewriteRenderer(source), map: null };
    },
  };
}
