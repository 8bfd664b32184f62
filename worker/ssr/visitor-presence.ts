import { withDeadline } from "../../shared/with-deadline";

/**
 * Whether the visitor is still there. Before the response goes out the runtime aborts the
 * request's signal when they leave (compatibility flag `enable_request_signal`); once a streamed
 * page's shell is out, leaving shows as the response body being cancelled. Both abort one
 * signal, which the page's backend calls are tied to, so loaders still waiting stop with them.
 *
 * A connection is only found closed when something is written to it, and a page waiting on a
 * slow search writes nothing for up to a minute: so while a streamed HTML page has had nothing
 * to send for HEARTBEAT_MS, an empty comment goes out. React's stream is then idle between two
 * whole flushes (it writes each flush synchronously), inside <body>, where a comment is inert and
 * skipped by hydration.
 */
interface VisitorPresence {
  /** Aborted when the visitor goes away, before or during the stream. */
  signal: AbortSignal;
  /** The response, its body cancelling `signal` when the visitor stops reading it. */
  watch(response: Response): Response;
}

const HEARTBEAT_MS = 2_000;
const HEARTBEAT = new TextEncoder().encode("<!---->");
const IDLE = Symbol("idle");

export function visitorPresence(request: Request, heartbeatMs = HEARTBEAT_MS): VisitorPresence {
  const gone = new AbortController();
  return {
    signal: AbortSignal.any([request.signal, gone.signal]),
    watch(response) {
      if (!response.body) return response;
      const source = response.body.getReader();
      const beats = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
      let started = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          pending ??= source.read();
          const next = beats && started ? await idleAfter(pending, heartbeatMs) : await pending;
          if (next === IDLE) {
            controller.enqueue(HEARTBEAT);
            return;
          }
          pending = null;
          started = true;
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        cancel(reason) {
          gone.abort(reason);
          return source.cancel(reason);
        },
      });
      return new Response(body, response);
    },
  };
}

/** The read's result, or IDLE when it has not come within `ms` (the read itself goes on). */
function idleAfter<T>(read: Promise<T>, ms: number): Promise<T | typeof IDLE> {
  return withDeadline<T | typeof IDLE>(() => read, Date.now() + ms, () => IDLE);
}
