import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppBindings } from "../app-bindings";
import { errorReporterFor } from "./error-reporter";

/**
 * Hono's last resort: an error nothing else caught. The shopper gets a plain page (the brand may
 * be what failed, so nothing branded is attempted) and the error is reported.
 */
const PLAIN_500 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body><h1>Something went wrong</h1><p>Please try again in a moment.</p><p><a href="/">Back to the home page</a></p></body></html>`;

export const reportUnhandledError: ErrorHandler<AppBindings> = (error, c) => {
  if (error instanceof HTTPException) return error.getResponse();
  const path = new URL(c.req.url).pathname;
  errorReporterFor(c).captureException(error, { source: "worker", url: path });
  // API callers (the browser's fetches) read JSON; people get a page.
  const wantsPage = !path.startsWith("/api/") && (c.req.header("accept") ?? "text/html").includes("text/html");
  if (!wantsPage) return c.json({ error: "internal error" }, 500, { "Cache-Control": "no-store" });
  return c.html(PLAIN_500, 500, { "Cache-Control": "no-store" });
};
