import type { Context } from "hono";
import { readBodyWithin } from "../http";
import type { AppBindings } from "../app-bindings";
import { configOf } from "../config";

/**
 * The browser's Sentry envelopes come here (same origin) and the worker passes them on to the
 * ingest of the configured DSN. Same origin means the page's CSP stays `connect-src 'self' https:`
 * and ad blockers that drop sentry.io do not silence error reports. Only envelopes addressed to
 * our own DSN are passed on, so this is not an open relay. The browser side names the same path
 * (client/observability/sentry-options.ts).
 */
export const SENTRY_TUNNEL_PATH = "/monitoring";
/** Error events are a few KB; replay segments (sent uncompressed) are the large ones. */
const MAX_ENVELOPE_BYTES = 2 * 1024 * 1024;

interface Dsn {
  origin: string;
  pathPrefix: string;
  projectId: string;
  publicKey: string;
}

function parseDsn(value: string | undefined): Dsn | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const segments = url.pathname.split("/").filter(Boolean);
    const projectId = segments.pop();
    if (!projectId || !url.username) return null;
    return { origin: url.origin, pathPrefix: segments.length ? `/${segments.join("/")}` : "", projectId, publicKey: url.username };
  } catch {
    return null;
  }
}

function sameProject(a: Dsn, b: Dsn): boolean {
  return a.origin === b.origin && a.projectId === b.projectId && a.publicKey === b.publicKey;
}

export async function sentryTunnel(c: Context<AppBindings>): Promise<Response> {
  const configured = parseDsn(configOf(c.env).SENTRY_DSN);
  if (!configured) return c.text("error reporting is not configured", 404);

  const body = await readBodyWithin(c.req.raw, MAX_ENVELOPE_BYTES);
  if (!body.ok) return c.text(`envelope over ${MAX_ENVELOPE_BYTES} bytes`, 413);

  const newline = body.bytes.indexOf(10);
  const firstLine = new TextDecoder().decode(body.bytes.subarray(0, newline === -1 ? body.bytes.length : newline));
  let header: { dsn?: unknown };
  try {
    header = JSON.parse(firstLine) as { dsn?: unknown };
  } catch {
    return c.text("not a Sentry envelope: the first line must be a JSON header", 400);
  }
  const addressed = parseDsn(typeof header.dsn === "string" ? header.dsn : undefined);
  if (!addressed || !sameProject(addressed, configured)) return c.text("envelope is not addressed to this site's DSN", 400);

  const ingest = `${configured.origin}${configured.pathPrefix}/api/${configured.projectId}/envelope/`;
  try {
    const upstream = await fetch(ingest, {
      method: "POST",
      headers: { "content-type": "application/x-sentry-envelope" },
      body: body.bytes,
      signal: AbortSignal.timeout(10_000),
    });
    return new Response(null, { status: upstream.ok ? 200 : upstream.status });
  } catch (error) {
    console.warn("error reporter unreachable", error);
    return c.text("error reporter unreachable", 502);
  }
}
