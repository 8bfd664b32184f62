import { describe, expect, test, vi } from "vitest";
import { backendTransport } from "../../worker/backend/backend-transport";
import { visitorPresence } from "../../worker/ssr/visitor-presence";

/**
 * A page's backend calls stop when the visitor goes away. These tests hold our part: both ways of
 * leaving abort the one signal, every backend call of the transport is tied to it, and a page
 * with nothing to send keeps writing a little so a closed connection is noticed at all
 * (tests/worker/slow-searches.test.ts: a shopper leaving a slow search, end to end).
 */

describe("the visitor's presence", () => {
  test("the request's own signal aborting (before the response) aborts it", () => {
    const request = new AbortController();
    const presence = visitorPresence(new Request("http://localhost/H", { signal: request.signal }));
    expect(presence.signal.aborted).toBe(false);
    request.abort();
    expect(presence.signal.aborted).toBe(true);
  });

  test("the streamed body cancelled (a visitor leaving mid-stream) aborts it; the body passes unchanged until then", async () => {
    const presence = visitorPresence(new Request("http://localhost/H"));
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<html>shell"));
      },
    });
    const response = presence.watch(new Response(source, { status: 200, headers: { "content-type": "text/html" } }));
    expect(response.headers.get("content-type")).toBe("text/html");
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("<html>shell");
    expect(presence.signal.aborted).toBe(false);
    await reader.cancel("gone");
    expect(presence.signal.aborted).toBe(true);
  });

  test("a streamed HTML page idle past the heartbeat sends an inert comment, so a closed connection is found; never before the shell, never in other bodies", async () => {
    const idleAfter = (contentType: string, first: string | null) => {
      const presence = visitorPresence(new Request("http://localhost/F"), 20);
      const source = new ReadableStream<Uint8Array>({
        start(controller) {
          if (first) controller.enqueue(new TextEncoder().encode(first));
        },
      });
      return presence.watch(new Response(source, { headers: { "content-type": contentType } })).body!.getReader();
    };
    const page = idleAfter("text/html; charset=utf-8", "<html><body>shell");
    expect(new TextDecoder().decode((await page.read()).value)).toBe("<html><body>shell");
    expect(new TextDecoder().decode((await page.read()).value)).toBe("<!---->");
    expect(new TextDecoder().decode((await page.read()).value)).toBe("<!---->");
    await page.cancel();

    // Before the first chunk, and for data responses (turbo-stream), nothing is added: on a clock
    // moved five heartbeats on, where a heartbeat that was due would have been sent.
    vi.useFakeTimers();
    try {
      const stillWaiting = async (read: Promise<unknown>) => {
        let answered = false;
        void read.then(() => (answered = true));
        await vi.advanceTimersByTimeAsync(5 * 20);
        return !answered;
      };
      const beforeShell = idleAfter("text/html", null);
      expect(await stillWaiting(beforeShell.read())).toBe(true);
      await beforeShell.cancel();
      const data = idleAfter("text/x-script", "[1]");
      await data.read();
      expect(await stillWaiting(data.read())).toBe(true);
      await data.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  test("a body read to its end leaves it alone", async () => {
    const presence = visitorPresence(new Request("http://localhost/"));
    expect(await presence.watch(new Response("whole")).text()).toBe("whole");
    expect(presence.signal.aborted).toBe(false);
  });
});

describe("the loader transport's calls", () => {
  test("are aborted with the visitor, keeping their own timeout too", async () => {
    const visitor = new AbortController();
    const seen: AbortSignal[] = [];
    const transport = backendTransport("http://backend.test", {
      signal: visitor.signal,
      fetch: (_input, init) => {
        seen.push(init!.signal!);
        return new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)));
      },
    });
    const timeout = new AbortController();
    const call = transport.fetch("http://backend.test/api/services/app/ShoppingTransportService/CreateSearch", { method: "POST", signal: timeout.signal });
    visitor.abort(new DOMException("visitor left", "AbortError"));
    await expect(call).rejects.toThrow("visitor left");
    expect(seen[0]!.aborted).toBe(true);

    const own = new AbortController();
    const second = backendTransport("http://backend.test", { signal: new AbortController().signal, fetch: (_input, init) => new Promise<Response>((_r, reject) => init!.signal!.addEventListener("abort", () => reject(new Error("timed out")))) });
    const timed = second.fetch("http://backend.test/x", { signal: own.signal });
    own.abort();
    await expect(timed).rejects.toThrow("timed out");
  });
});
