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
  // One listener reads every message once: answers go to the call waiting on their id, a heap
  // snapshot's chunks (many, large) to the snapshot being taken.
  const waiting = new Map();
  let chunks = [];
  socket.on("message", (raw) => {
    const message = JSON.parse(String(raw));
    if (message.method === "HeapProfiler.addHeapSnapshotChunk") chunks.push(message.params.chunk);
    else waiting.get(message.id)?.(message);
  });
  let nextId = 0;
  const call = (method, params = {}, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => (waiting.delete(id), reject(new Error(`${method}: no answer in ${timeoutMs} ms`))), timeoutMs);
      waiting.set(id, (message) => {
        clearTimeout(timer);
        waiting.delete(id);
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call("HeapProfiler.enable");
  return {
    /**
     * MB of JS heap the worker keeps: the sum of a heap snapshot's objects. Taking a snapshot
     * collects all garbage first, which workerd's own collection call does not reliably do (it
     * never answers, and a reading after it still held over 80 MB of garbage at the end of a
     * two-and-a-half-minute run whose snapshot held 20 MB).
     */
    async collectedHeapMb() {
      chunks = [];
      await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false }, 120_000);
      const snapshot = JSON.parse(chunks.join(""));
      chunks = [];
      const fields = snapshot.snapshot.meta.node_fields;
      const selfSize = fields.indexOf("self_size");
      let bytes = 0;
      for (let i = selfSize; i < snapshot.nodes.length; i += fields.length) bytes += snapshot.nodes[i];
      return Math.round((bytes / 1_048_576) * 10) / 10;
    },
    close: () => socket.close(),
  };
}
