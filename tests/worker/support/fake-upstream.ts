import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/**
 * A stand-in backend for the proxy tests, in the test process: it records every request exactly
 * as it arrived (raw request target, headers, body bytes, timings) and answers however the
 * current test asks, including slowly, in delayed chunks, gzip-encoded, or never.
 */

export interface UpstreamCall {
  method: string;
  /** The request target as sent on the wire (path and query, undecoded). */
  target: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When the first body chunk arrived (ms since epoch), null without a body. */
  firstBodyChunkAt: number | null;
  bodyComplete: Promise<void>;
}

export type UpstreamAnswer = (req: IncomingMessage, res: ServerResponse, call: UpstreamCall) => void | Promise<void>;

export interface FakeUpstream {
  url: string;
  /** What the proxy forwarded, in order. */
  calls: UpstreamCall[];
  /** The worker's own flag loads for the pages it renders (answered with no toggles, kept apart). */
  flagLoads: UpstreamCall[];
  /** Sets how the following requests are answered (until the next call or `reset`). */
  answerWith(answer: UpstreamAnswer): void;
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const answers = {
  /** JSON in the backend's envelope, after the request body was read. */
  json(result: unknown = { ok: true }, headers: Record<string, string> = {}): UpstreamAnswer {
    return async (_req, res, call) => {
      await call.bodyComplete;
      res.writeHead(200, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify({ result, success: true, error: null }));
    };
  },
  /** Answers after `ms`. */
  slow(ms: number, result: unknown = { slow: true }): UpstreamAnswer {
    return async (req, res, call) => {
      await sleep(ms);
      if (!res.destroyed) await answers.json(result)(req, res, call);
    };
  },
  /** Headers at once, then each chunk after `delayMs`; `onFinished` runs when the last one is written. */
  chunks(chunks: string[], delayMs: number, onFinished: () => void = () => {}): UpstreamAnswer {
    return async (_req, res) => {
      res.writeHead(200, { "content-type": "application/octet-stream", "cache-control": "no-transform" });
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0) await sleep(delayMs);
        res.write(chunk);
      }
      onFinished();
      res.end();
    };
  },
  /** A gzip body (its exact bytes are `gzipped(text)`), with Content-Encoding and Content-Length. */
  gzip(text: string): UpstreamAnswer {
    return (_req, res) => {
      const body = gzipped(text);
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": String(body.length) });
      res.end(body);
    };
  },
  /** Never answers (the connection is closed when the server is). */
  hang(): UpstreamAnswer {
    return () => {};
  },
};

const gzipCache = new Map<string, Buffer>();
/** Deterministic gzip of `text` (the same bytes every call, so tests can compare). */
export function gzipped(text: string): Buffer {
  let body = gzipCache.get(text);
  if (!body) gzipCache.set(text, (body = gzipSync(text, { level: 9 })));
  return body;
}

const FLAG_LIST_PATH = "/api/services/app/FeatureToogle/FlagProviderList";

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const calls: UpstreamCall[] = [];
  const flagLoads: UpstreamCall[] = [];
  let answer: UpstreamAnswer = answers.json();

  const server = createServer((req, res) => {
    const target = req.url ?? "/";
    const queryAt = target.indexOf("?");
    const chunks: Buffer[] = [];
    const call: UpstreamCall = {
      method: req.method ?? "GET",
      target,
      path: queryAt === -1 ? target : target.slice(0, queryAt),
      query: queryAt === -1 ? "" : target.slice(queryAt),
      headers: req.headers,
      body: Buffer.alloc(0),
      firstBodyChunkAt: null,
      bodyComplete: new Promise((resolve) => {
        req.on("end", () => {
          call.body = Buffer.concat(chunks);
          resolve();
        });
      }),
    };
    req.on("data", (chunk: Buffer) => {
      call.firstBodyChunkAt ??= Date.now();
      chunks.push(chunk);
    });
    if (call.path === FLAG_LIST_PATH && !req.headers["x-forwarded-host"]) {
      // Not a proxied call (those carry X-Forwarded-Host): a page the worker renders needs flags.
      flagLoads.push(call);
      void answers.json({ toggles: [] })(req, res, call);
      return;
    }
    calls.push(call);
    void answer(req, res, call);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    flagLoads,
    answerWith(next) {
      answer = next;
    },
    reset() {
      calls.length = 0;
      flagLoads.length = 0;
      answer = answers.json();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (bound, then released), for the unreachable-backend case. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When the first body chunk arrived (ms since epoch), null for an empty body. */
  firstChunkAt: number | null;
}

/**
 * A request to the worker as a raw HTTP client would send it: the request target goes on the
 * wire untouched (no URL normalising, no header filtering, no decompression), unlike fetch.
 */
export function rawRequest(
  origin: string,
  options: { method?: string; target: string; host?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, agent: false, method: options.method ?? "GET", path: options.target, setHost: false, headers: { host: options.host ?? "localhost", ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        let firstChunkAt: number | null = null;
        res.on("data", (chunk: Buffer) => {
          firstChunkAt ??= Date.now();
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), firstChunkAt }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
