// The worker's own JavaScript heap, measured after a full garbage collection, through the
// DevTools protocol of workerd's inspector (Miniflare's inspectorPort, SERVE_INSPECTOR_PORT). Resident memory of workerd also holds the
// runtime's native allocations (it climbs for a hello-world worker too); the collected JS heap is
// what our code keeps alive, so that is where a leak of ours shows.
import WebSocket from "ws";

export async function connectHeapProbe(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  // Miniflare lists its own workers too (entry, KV, assets); ours is the user worker.
  const target = targets.find((candidate) => candidate.id?.startsWith("core:user:"));
  if (!target) throw new Error(`no inspector target on port ${inspectorPort}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
  let nextId = 0;
  const call = (method, params = {}, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => (socket.off("message", onMessage), reject(new Error(`${method}: no answer in ${timeoutMs} ms`))), timeoutMs);
      const onMessage = (raw) => {
        const message = JSON.parse(String(raw));
        if (message.id !== id) return;
        clearTimeout(timer);
        socket.off("message", onMessage);
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result);
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call("HeapProfiler.enable");
  return {
    /**
     * MB of JS heap in use after a full collection. workerd never answers the collection call,
     * and a request finishing meanwhile allocates again, so: three rounds of collect, wait,
     * read, and the smallest reading is the heap the worker keeps.
     */
    async collectedHeapMb() {
      const readings = [];
      for (let round = 0; round < 3; round++) {
        await call("HeapProfiler.collectGarbage", {}, 1_500).catch(() => {});
        const usage = await call("Runtime.getHeapUsage");
        readings.push(usage.usedSize);
      }
      return Math.round((Math.min(...readings) / 1_048_576) * 10) / 10;
    },
    close: () => socket.close(),
  };
}
