import { withDeadline } from "../../shared/with-deadline";

/**
 * Reading request bodies safely. A refused request must still have its body read: under wrangler
 * dev (local workerd) a body left unread, even a cancelled one, made that request or the next one
 * on the connection fail with a 503 or no answer, and enough of them stopped the worker
 * answering at all; reading it after the answer had gone (in waitUntil) did not help either.
 * So every body nobody read is read to the end (within bounds) and thrown away before the
 * answer goes out: drainUnreadBody does it for every route.
 */

/** Past this a refused body is cancelled rather than read: not worth the bandwidth. */
export const MAX_DISCARDED_BYTES = 8 * 1024 * 1024;
/**
 * How long a refusal waits for a body it will throw away. A client that declares a body and
 * never sends it gets its answer after this, not never.
 */
const MAX_DISCARD_WAIT_MS = 2_000;

type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" };

/** Reads and throws away what is left of a body (up to MAX_DISCARDED_BYTES). Never throws. */
export async function discardBody(request: Request): Promise<void> {
  // A locked body belongs to someone already (the proxy streams it to the backend); a body read
  // to its end reads as done at once.
  if (!request.body || request.body.locked) return;
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    return;
  }
  await discardRest(reader);
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + MAX_DISCARD_WAIT_MS;
  let read = 0;
  try {
    while (read <= MAX_DISCARDED_BYTES) {
      const chunk = await withDeadline<ReadableStreamReadResult<Uint8Array> | "out-of-time">(() => reader.read(), deadline, () => "out-of-time");
      if (chunk === "out-of-time") break;
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to discard.
  }
}

/**
 * Reads a body up to `maxBytes` and keeps not a byte more: a declared Content-Length over the cap
 * is refused before reading, and a body that lies about its length (or is chunked) is counted
 * while it streams and refused as soon as it passes the cap. What is left is for drainUnreadBody.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      reader.releaseLock();
      return { ok: false, reason: "too-large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
