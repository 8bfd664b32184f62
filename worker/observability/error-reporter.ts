import type { Context } from "hono";
import { Toucan } from "toucan-js";
import type { AppBindings } from "../app-bindings";
import type { Env, WaitUntilContext } from "../env";
import { redactUrlsIn } from "../../shared/observability/redact-url";
import { REPORTED_REQUEST_HEADERS, REPORTED_SEARCH_PARAMS, redacted, secretsOf } from "./request-data";
import { configOf } from "../config";

type ReportLevel = "warning" | "error";

/** Where the worker sends what went wrong: always the log, and Sentry when SENTRY_DSN is set. */
export interface ErrorReporter {
  captureException(error: unknown, extra?: Record<string, unknown>): void;
  captureMessage(message: string, level: ReportLevel, extra?: Record<string, unknown>): void;
  /** Resolves when every report sent so far has left (for work already inside waitUntil). */
  flush(): Promise<void>;
}

/** One reporter per request, created on first use: most requests never need one. */
const reporters = new WeakMap<Request, ErrorReporter>();

export function errorReporterFor(c: Context<AppBindings>): ErrorReporter {
  const request = c.req.raw;
  let reporter = reporters.get(request);
  if (!reporter) {
    reporter = createErrorReporter(request, c.env, c.executionCtx);
    reporters.set(request, reporter);
  }
  return reporter;
}

function createErrorReporter(request: Request, env: Env, ctx: WaitUntilContext): ErrorReporter {
  const pending: Promise<unknown>[] = [];
  const toucan = configOf(env).SENTRY_DSN ? createToucan(request, env, ctx, pending) : null;
  return {
    captureException(error, extra) {
      console.error(error, ...(extra ? [extra] : []));
      if (!toucan) return;
      toucan.withScope((scope) => {
        if (extra) scope.setExtras(extra);
        scope.captureException(error);
      });
    },
    captureMessage(message, level, extra) {
      (level === "error" ? console.error : console.warn)(message, ...(extra ? [extra] : []));
      if (!toucan) return;
      toucan.withScope((scope) => {
        if (extra) scope.setExtras(extra);
        scope.captureMessage(message, level);
      });
    },
    async flush() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

function createToucan(request: Request, env: Env, ctx: WaitUntilContext, pending: Promise<unknown>[]): Toucan {
  const secrets = secretsOf(request, env);
  const config = configOf(env);
  return new Toucan({
    dsn: config.SENTRY_DSN,
    release: config.APP_VERSION,
    environment: config.ENVIRONMENT,
    request,
    // Sends run in waitUntil; they are also remembered so flush() can await them.
    context: {
      waitUntil(promise: Promise<unknown>) {
        pending.push(promise);
        ctx.waitUntil(promise);
      },
    },
    requestDataOptions: {
      allowedHeaders: REPORTED_REQUEST_HEADERS,
      allowedSearchParams: REPORTED_SEARCH_PARAMS,
      allowedCookies: false,
      allowedIps: false,
    },
    // Secrets of this request, and every cart id, request uuid, proposal id or sign-in token in a URL.
    beforeSend: (event) => redactUrlsIn(redacted(event, secrets)),
    beforeSendTransaction: (event) => redactUrlsIn(redacted(event, secrets)),
    beforeBreadcrumb: (breadcrumb) => redactUrlsIn(breadcrumb),
  });
}
