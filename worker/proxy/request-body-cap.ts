import { MAX_DISCARDED_BYTES, readBodyWithin } from "../http/request-body";
import { proxyErrorResponse } from "./proxy-errors";

/**
 * The most a proxied call may send. The shop's largest browser call (a traveller list, a special
 * request) is a few kilobytes; a megabyte-sized body is a mistake or an attack, refused here
 * rather than passed to the backend.
 */
const MAX_PROXIED_BODY_BYTES = 256 * 1024;

/** The proxy's one answer to a body past the cap, however it was found. */
export const bodyTooLarge = () => proxyErrorResponse("BODY_TOO_LARGE", `the shop's calls send at most ${MAX_PROXIED_BODY_BYTES} bytes`);

/**
 * A proxied call's body, bounded by the one cap, read one of two ways: streamed to the backend as
 * it arrives (`stream`), or read whole for the edge to check first (`read`, the cart calls).
 */
export interface BoundedBody {
  /** The body for the backend, streamed as it arrives and cut off at the cap. */
  readonly stream: ReadableStream<Uint8Array>;
  /** The whole body, or null past the cap (what is left is for drainUnreadBody). */
  read(): Promise<Uint8Array<ArrayBuffer> | null>;
  /** True when the declared length, or the bytes streamed or read so far, passed the cap. */
  tooLarge(): boolean;
}

/**
 * The request's body for the backend, bounded. A declared length over the cap is refused before
 * anything is read (the proxy answers 413 and drainUnreadBody reads the body away). A body
 * without one (chunked) still streams, but the backend never gets more than the cap: past it the
 * rest is read and thrown away, and the proxy answers 413 whatever the backend made of the
 * truncated body. Read, not cut: erroring or cancelling the client's stream failed the next
 * request on the connection with a 503 under local workerd (see http/request-body.ts).
 */
export function boundedBody(request: Request): BoundedBody | null {
  if (request.body === null || ["GET", "HEAD"].includes(request.method)) return null;
  const declared = request.headers.get("content-length");
  let passed = declared !== null && !(Number(declared) <= MAX_PROXIED_BODY_BYTES);
  let seen = 0;
  let stream: ReadableStream<Uint8Array> | undefined;
  return {
    get stream() {
      stream ??= request.body!.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            seen += chunk.byteLength;
            if (seen <= MAX_PROXIED_BODY_BYTES) return controller.enqueue(chunk);
            passed = true;
            // Past what a refusal reads away anyway, a client still sending is cut off.
            if (seen > MAX_DISCARDED_BYTES) controller.terminate();
          },
        }),
      );
      return stream;
    },
    async read() {
      const read = await readBodyWithin(request, MAX_PROXIED_BODY_BYTES);
      if (read.ok) return read.bytes;
      passed = true;
      return null;
    },
    tooLarge: () => passed,
  };
}
