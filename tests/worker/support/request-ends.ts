import { Response as MiniflareResponse, type Request as MiniflareRequest, type WorkerOptions } from "miniflare";

/** The test's own header naming each request, so that its end can be told apart. */
export const REQUEST_ID_HEADER = "x-test-request";
const TAIL_WORKER = "request-ends";

/**
 * Hears when each request to the worker under test is over, the work it left to `waitUntil`
 * included: workerd tells a tail worker of a request only once everything the request started has
 * settled, and this one reports the request's id back to the test process. A test that must show
 * that nothing happened after an answer (nothing forwarded, no second report) waits for this
 * instead of waiting a while.
 */
export function requestEnds() {
  const ended = new Set<string>();
  const waiting = new Map<string, () => void>();
  let last = 0;
  const tailWorker: WorkerOptions = {
    name: TAIL_WORKER,
    modules: true,
    compatibilityDate: "2025-01-01",
    script: `export default {
      async tail(events, env) {
        const ids = events.map((event) => event.event?.request?.headers?.["${REQUEST_ID_HEADER}"]).filter(Boolean);
        if (ids.length > 0) await env.ENDED.fetch("http://ended/", { method: "POST", body: JSON.stringify(ids) });
      },
    };`,
    serviceBindings: {
      async ENDED(request: MiniflareRequest) {
        for (const id of (await request.json()) as string[]) {
          ended.add(id);
          waiting.get(id)?.();
        }
        return new MiniflareResponse(null, { status: 204 });
      },
    },
  };
  return {
    tailWorker,
    /** What the worker under test lists in its `tails`. */
    tails: [TAIL_WORKER],
    /** An id for the next request's REQUEST_ID_HEADER. */
    nextId: () => String(++last),
    /** Settles once the request that carried `id` is over, its waitUntil work included. */
    ended(id: string): Promise<void> {
      if (ended.has(id)) return Promise.resolve();
      return new Promise((resolve) => waiting.set(id, resolve));
    },
  };
}
