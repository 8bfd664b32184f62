import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

/** One envelope as it arrived: its raw text (for "no secret anywhere" checks) and its items. */
export interface ReceivedEnvelope {
  project: string;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  header: Record<string, unknown>;
  items: Array<{ type: string; payload: unknown }>;
}

export interface SentryEvent {
  event_id?: string;
  level?: string;
  message?: string | { formatted?: string };
  release?: string;
  environment?: string;
  exception?: { values?: Array<{ type?: string; value?: string }> };
  request?: { url?: string; query_string?: unknown; headers?: Record<string, string>; cookies?: unknown };
  extra?: Record<string, unknown>;
  breadcrumbs?: unknown[];
}

export interface FakeSentry {
  /** `http://public@127.0.0.1:<port>/1`, for SENTRY_DSN. */
  dsn: string;
  port: number;
  envelopes: ReceivedEnvelope[];
  /** Error and message events (not transactions, replays or sessions), with their envelope. */
  events(): Array<{ event: SentryEvent; envelope: ReceivedEnvelope }>;
  /** Polls until an event matches, or fails after `timeoutMs`. */
  waitForEvent(match: (event: SentryEvent) => boolean, timeoutMs?: number): Promise<{ event: SentryEvent; envelope: ReceivedEnvelope }>;
  clear(): void;
  close(): Promise<void>;
}

/** The exception's "Type: value" lines and the message, to match on in tests. */
export function describeEvent(event: SentryEvent): string {
  const message = typeof event.message === "string" ? event.message : (event.message?.formatted ?? "");
  const exceptions = (event.exception?.values ?? []).map((value) => `${value.type}: ${value.value}`);
  return [message, ...exceptions].filter(Boolean).join("\n");
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body;
}

/** Envelope: header line, then per item a header line and a payload (length-prefixed or a line). */
function parseEnvelope(body: Buffer): Pick<ReceivedEnvelope, "header" | "items"> {
  let offset = 0;
  const nextLine = (): string => {
    const end = body.indexOf(10, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end).toString("utf8");
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(nextLine()) as Record<string, unknown>;
  const items: ReceivedEnvelope["items"] = [];
  while (offset < body.length) {
    const line = nextLine();
    if (line.trim() === "") continue;
    const itemHeader = JSON.parse(line) as { type: string; length?: number };
    let raw: Buffer;
    if (typeof itemHeader.length === "number") {
      raw = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length + 1;
    } else {
      const end = body.indexOf(10, offset);
      raw = body.subarray(offset, end === -1 ? body.length : end);
      offset = end === -1 ? body.length : end + 1;
    }
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw.toString("utf8"));
    } catch {
      // Binary payloads (compressed replay segments) stay as bytes.
    }
    items.push({ type: itemHeader.type, payload });
  }
  return { header, items };
}

/**
 * A local stand-in for Sentry's ingest: accepts envelopes at `/api/<project>/envelope/` and keeps
 * them decoded, so tests can see what the worker or the browser reported, and what they did not.
 */
export async function startFakeSentry(): Promise<FakeSentry> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer(async (request, response) => {
    const match = /^\/api\/([^/]+)\/envelope\/?(\?.*)?$/.exec(request.url ?? "");
    response.setHeader("access-control-allow-origin", "*");
    if (request.method === "OPTIONS") return void response.writeHead(204).end();
    if (request.method !== "POST" || !match) return void response.writeHead(404).end();
    try {
      const body = await readBody(request);
      envelopes.push({ project: match[1]!, headers: request.headers, text: body.toString("utf8"), ...parseEnvelope(body) });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    } catch (error) {
      response.writeHead(400).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.type === "event").map((item) => ({ event: item.payload as SentryEvent, envelope })),
    );

  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    port,
    envelopes,
    events,
    async waitForEvent(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events().find(({ event }) => match(event));
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`no matching Sentry event within ${timeoutMs} ms; got: ${JSON.stringify(events().map(({ event }) => describeEvent(event)))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    clear: () => void envelopes.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
