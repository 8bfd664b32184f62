export { errorReporterFor, type ErrorReporter } from "./error-reporter";
export { reportRenderErrorsTo, withErrorReporting } from "./react-router-errors";
export { reportUnhandledError } from "./unhandled-error";
export { SENTRY_TUNNEL_PATH, sentryTunnel } from "./sentry-tunnel";
export { devThrowInWorker } from "./dev-throw";
