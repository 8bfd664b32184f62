import { afterAll, beforeAll, beforeEach } from "vitest";
import { sandboxControl } from "../../support/sandbox";
import { startWorker, type WorkerUnderTest } from "./worker";

/** A desktop Chrome: the worker serves bots differently (no streaming), so page tests send this. */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * One worker and sandbox for a test file (with `vars` over the test defaults), with the sandbox's
 * faults, records and switches cleared before each test. Returns a getter (the worker exists once beforeAll ran).
 */
export function useShopWorker(vars: Record<string, string> = {}): () => WorkerUnderTest {
  let worker: WorkerUnderTest;
  beforeAll(async () => {
    worker = await startWorker(vars);
  });
  afterAll(() => worker?.dispose());
  beforeEach(async () => {
    await sandboxControl(worker.sandbox.url, "DELETE", "/faults");
    await sandboxControl(worker.sandbox.url, "POST", "/reset");
  });
  return () => worker;
}

/**
 * Reads a streamed document, noting when each marker first arrived (ms after the call, which is
 * `startedAt`: a test timing from the request's start adds what came before its answer).
 */
export async function readStream(response: Response, markers: string[]): Promise<{ html: string; at: Record<string, number>; startedAt: number }> {
  const started = Date.now();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let html = "";
  const at: Record<string, number> = {};
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
    for (const marker of markers) if (at[marker] === undefined && html.includes(marker)) at[marker] = Date.now() - started;
  }
  return { html, at, startedAt: started };
}
