import type { MiddlewareHandler } from "hono";
import { readBodyWithin } from "./request-body";

/**
 * The page actions (choosing a flight, Book, changing a flight) post a handful of ids and dates:
 * a few hundred bytes. 8 KB leaves room for any of them and keeps a stranger from making React
 * Router buffer and parse megabytes of form data per request.
 */
export const MAX_PAGE_ACTION_BYTES = 8 * 1024;

const READS_NO_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Reads a page action's body within the cap before anything parses it: a larger declared body is
 * refused unread, a larger streamed one as soon as it passes the cap (413 both ways; the rest is
 * drained by drainUnreadBody). A body within the cap is handed on as bytes already read.
 */
export const capPageActionBody: MiddlewareHandler = async (c, next) => {
  if (READS_NO_BODY.has(c.req.method) || !c.req.raw.body) return next();
  const read = await readBodyWithin(c.req.raw, MAX_PAGE_ACTION_BYTES);
  if (!read.ok) {
    return c.text(`A form sends at most ${MAX_PAGE_ACTION_BYTES / 1024} KB.`, 413, { "cache-control": "no-store" });
  }
  c.req.raw = new Request(c.req.raw, { body: read.bytes });
  return next();
};
