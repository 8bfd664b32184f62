import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { fail, ok } from "./envelope";
import { CHOSEN_ANSWER_HEADER } from "./spec/gate";
import { sandboxState, type FaultKind } from "./state";

export function armFault(call: string, fault: FaultKind, times: number | null): void {
  const queue = sandboxState.faults.get(call) ?? [];
  queue.push({ fault, remaining: times ?? Number.POSITIVE_INFINITY });
  sandboxState.faults.set(call, queue);
}

export function clearFaults(call?: string): void {
  if (call) sandboxState.faults.delete(call);
  else sandboxState.faults.clear();
}

function takeFault(call: string): FaultKind | null {
  const queue = sandboxState.faults.get(call);
  const head = queue?.[0];
  if (!queue || !head) return null;
  head.remaining -= 1;
  if (head.remaining <= 0) queue.shift();
  if (queue.length === 0) sandboxState.faults.delete(call);
  return head.fault;
}

/**
 * Applies the next armed fault of a call, named `<Service>/<Method>` (e.g.
 * `ShoppingTransportService/RetrieveProposals`, `strapi/brand-configurations`). Latency delays
 * the real answer; the other kinds replace it.
 */
export function faultsFor(call: string | ((path: string) => string)): MiddlewareHandler {
  return async (c, next) => {
    const name = typeof call === "string" ? call : call(c.req.path);
    const fault = takeFault(name);
    if (!fault) return next();
    switch (fault.kind) {
      case "latency":
        // The answer comes after `ms`, unless the caller stops waiting first (then nothing comes).
        if (await pauseUnlessAbandoned(fault.ms, c.req.raw.signal)) return next();
        return new Response(null, { status: 499 });
      case "slow-answer":
        // Answered at once, from the state of this moment; delivered `ms` later.
        await next();
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return;
      case "hang":
        // Never answers; the caller's timeout is what is being tested. Ends if the client goes away.
        return new Promise<Response>((resolve) => {
          c.req.raw.signal.addEventListener("abort", () => resolve(new Response(null, { status: 499 })));
        });
      case "garbage":
        return c.body("<html><body>502 Bad Gateway</body></html>{\"data\":", 200, { "content-type": "application/json" });
      case "status":
        return fail(c, fault.status as ContentfulStatusCode, fault.message ?? `sandbox fault: HTTP ${fault.status}`);
      case "error":
        return fail(c, (fault.status ?? 500) as ContentfulStatusCode, fault.message);
      case "answer": {
        // The test's own answer, as chosen: the spec-only gate passes it as it is.
        const answer = ok(c, fault.result);
        answer.headers.set(CHOSEN_ANSWER_HEADER, "1");
        return answer;
      }
    }
  };
}

/** Waits `ms`; false as soon as `signal` aborts instead. */
function pauseUnlessAbandoned(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", abandon);
      resolve(true);
    }, ms);
    const abandon = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener("abort", abandon, { once: true });
  });
}
