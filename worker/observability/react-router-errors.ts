import { isRouteErrorResponse, type ServerBuild } from "react-router";
import type { ErrorReporter } from "./error-reporter";

/**
 * React Router calls its server entry's `handleError` for loader, action and render errors that
 * it turns into error-boundary pages (the shopper still gets a page, so nothing reaches Hono's
 * onError). Wrapping the build adds reporting there without touching the entry module: the
 * reporter is found through the load context the worker created for this request.
 */
const reportersByLoadContext = new WeakMap<object, () => ErrorReporter>();

/** `reporter` is called only when an error is worth reporting: most renders never need one. */
export function reportRenderErrorsTo(loadContext: object, reporter: () => ErrorReporter): void {
  reportersByLoadContext.set(loadContext, reporter);
}

type HandleError = NonNullable<ServerBuild["entry"]["module"]["handleError"]>;

/** Expected outcomes (a 404 thrown on purpose, a shopper leaving mid-render) are not errors. */
function isWorthReporting(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return !(error instanceof Response);
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

export function withErrorReporting(build: ServerBuild): ServerBuild {
  const existing = wrapped.get(build);
  if (existing) return existing;
  const original = build.entry.module.handleError;
  const handleError: HandleError = (error, args) => {
    const reporter = args.context ? reportersByLoadContext.get(args.context as object) : undefined;
    if (reporter && isWorthReporting(error, args.request)) {
      reporter().captureException(error, { source: "react-router", url: new URL(args.request.url).pathname });
    } else if (original) {
      original(error, args);
    } else if (!args.request.signal.aborted) {
      console.error(error);
    }
  };
  const result: ServerBuild = { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
  wrapped.set(build, result);
  return result;
}
