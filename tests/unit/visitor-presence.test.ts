import { describe, expect, test } from "vitest";
import { backendTransport } from "../../worker/backend/backend-transport";
import { visitorPresence } from "../../worker/ssr/visitor-presence";

/**
 * A page's backend calls stop when the visitor goes away. The runtime's part (aborting the
 * request's signal, cancelling the response body on a disconnect) cannot be provoked through
 * Miniflare's entry proxy, which keeps reading; these tests hold our part: both ways of leaving
 * abort the one signal, and every backend call of the transport is tied to it.
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
