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

export function visitorPresence(request: Request, heartbeatMs = HEARTBEAT_MS): VisitorPresence {
  const gone = new AbortController();
  return {
    signal: AbortSignal.any([request.signal, gone.signal]),
    watch(response) {
      if (!response.body) return response;
      const source = response.body.getReader();
      const beats = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      // One clock per page, from the shell on, rather than a deadline per read: a page is some
      // twenty reads, nearly all answered at once, and a timer armed and cleared for each was a
      // measurable share of a results page's CPU.
      let waiting = false;
      let lastSent = 0;
      let clock: ReturnType<typeof setInterval> | undefined;
      const stop = () => clearInterval(clock);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          waiting = true;
          const next = await source.read().catch((error: unknown) => {
            stop();
            throw error;
          });
          waiting = false;
          if (next.done) {
            stop();
            controller.close();
            return;
          }
          controller.enqueue(next.value);
          lastSent = Date.now();
          // Checked four times a heartbeat: a beat goes out within a quarter heartbeat of being due.
          if (beats && clock === undefined) {
            clock = setInterval(() => {
              if (!waiting || Date.now() - lastSent < heartbeatMs) return;
              controller.enqueue(HEARTBEAT);
              lastSent = Date.now();
            }, heartbeatMs / 4);
          }
        },
        cancel(reason) {
          stop();
          gone.abort(reason);
          return source.cancel(reason);
        },
      });
      return new Response(body, response);
    },
  };
}
