/**
 * Whether the visitor is still there. Before the response goes out the runtime aborts the
 * request's signal when they leave (compatibility flag `enable_request_signal`); once a streamed
 * page's shell is out, leaving shows as the response body being cancelled. Both abort one
 * signal, which the page's backend calls are tied to, so loaders still waiting stop with them.
 */
export interface VisitorPresence {
  /** Aborted when the visitor goes away, before or during the stream. */
  signal: AbortSignal;
  /** The response, its body cancelling `signal` when the visitor stops reading it. */
  watch(response: Response): Response;
}

export function visitorPresence(request: Request): VisitorPresence {
  const gone = new AbortController();
  return {
    signal: AbortSignal.any([request.signal, gone.signal]),
    watch(response) {
      if (!response.body) return response;
      const source = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await source.read();
          if (done) controller.close();
          else controller.enqueue(value);
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
