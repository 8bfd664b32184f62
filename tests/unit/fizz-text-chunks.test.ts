import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { rewriteRenderer } from "../../vite-plugins/fizz-text-chunks.ts";

// The file itself (react-dom's exports map hides it), as the server build bundles it.
const RENDERER_PATH = fileURLToPath(new URL("../../node_modules/react-dom/cjs/react-dom-server.edge.production.js", import.meta.url));
const RENDERER_SOURCE = readFileSync(RENDERER_PATH, "utf8");
// The production builds the renderer is bundled with (the packages' entries pick development ones
// under the test runner), and the same React instance for the test's elements and hooks.
const PRODUCTION = {
  react: fileURLToPath(new URL("../../node_modules/react/cjs/react.production.js", import.meta.url)),
  "react-dom": fileURLToPath(new URL("../../node_modules/react-dom/cjs/react-dom.production.js", import.meta.url)),
};
const requireProduction = (id: string) => createRequire(RENDERER_PATH)(PRODUCTION[id as keyof typeof PRODUCTION] ?? id);
const { createElement, Suspense, use } = requireProduction("react") as typeof import("react");

type RenderToReadableStream = (element: unknown, options?: { progressiveChunkSize?: number }) => Promise<ReadableStream<Uint8Array>>;

/** Loads a renderer's source as a CommonJS module beside the original, so its requires resolve. */
function loadRenderer(source: string): RenderToReadableStream {
  const module = { exports: {} as { renderToReadableStream: RenderToReadableStream } };
  new Function("exports", "require", "module", source)(module.exports, requireProduction, module);
  return module.exports.renderToReadableStream;
}

/** Every chunk the stream gives, decoded one by one: the flushes and the bytes in them. */
async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(decoder.decode(chunk, { stream: true }));
  return chunks;
}

/** A page with accents, entities, attributes, long text and a boundary that resolves later. */
function page(later: Promise<string>) {
  const Late = () => createElement("p", { className: "late" }, use(later));
  const cards = Array.from({ length: 60 }, (_, i) =>
    createElement("article", { key: i, "data-id": `card-${i}`, className: "card", "aria-label": `Hôtel n° ${i} « Bellevue » & spa` }, createElement("h3", null, `Città ${i} — 714 €`), createElement("img", { src: `/i/${i}.svg`, alt: "", width: 520 })),
  );
  return createElement("main", null, createElement("h1", null, "Risultati <script>"), cards, createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Late)));
}

async function render(renderToReadableStream: RenderToReadableStream) {
  let resolve!: (text: string) => void;
  const later = new Promise<string>((settle) => (resolve = settle));
  const stream = await renderToReadableStream(page(later), { progressiveChunkSize: 2_000 });
  const chunks = chunksOf(stream);
  setTimeout(() => resolve("Prezzi aggiornati: 1 299 € ✓"), 5);
  return chunks;
}

describe("the edge renderer keeping markup as text", () => {
  it("streams the same bytes as React's own renderer, the late boundary in a later flush", async () => {
    const original = await render(loadRenderer(RENDERER_SOURCE));
    const rewritten = await render(loadRenderer(rewriteRenderer(RENDERER_SOURCE)));
    expect(original.length).toBeGreaterThan(1);
    expect(rewritten.join("")).toBe(original.join(""));
    // A flush may be cut into 4 KB pieces at other places, never moved: the shell comes first and
    // the late boundary in a later chunk, in both.
    expect(rewritten.join("").indexOf("Prezzi aggiornati")).toBeGreaterThan(rewritten.join("").indexOf("card-59"));
    expect(rewritten.at(-1)).toContain("Prezzi aggiornati");
  });

  it("refuses a renderer whose buffer code it does not know, instead of half-rewriting it", () => {
    expect(() => rewriteRenderer(RENDERER_SOURCE.replace("function writeChunk(destination, chunk) {", "function writeChunk(dest, chunk) {"))).toThrow(/no longer has the byte buffer/);
    expect(() => rewriteRenderer(RENDERER_SOURCE.replace("segment[i].byteLength", "segment[i].size"))).toThrow(/expected 1 ×/);
  });
});
