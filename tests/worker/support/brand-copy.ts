import { sandboxControl } from "../../support/sandbox";
import type { WorkerUnderTest } from "./worker";

let copies = 0;

/**
 * A host of one test's own: a demo brand copied under a new domain (with `brand` laid over it), so
 * that all the worker keeps per domain (brand and flags in KV and in the isolate, the landing's
 * document, the flexible-dates strip's prices) starts empty for that test, however many tests of
 * the file share the worker. Make it after the sandbox's reset, which forgets it.
 */
export async function brandCopy(worker: WorkerUnderTest, from: string, brand: Record<string, unknown> = {}, prefix = "copy"): Promise<string> {
  const domain = `${prefix}-${++copies}.localhost`;
  await sandboxControl(worker.sandbox.url, "PUT", `/brands/${domain}`, { from, brand });
  return domain;
}
