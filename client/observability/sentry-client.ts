import { addIntegration, browserTracingIntegration, captureException, init, withScope } from "@sentry/react";
import { sentryOptions } from "./sentry-options";

/**
 * @sentry/react itself: this module is only ever imported dynamically (error-reporting.ts), after
 * the page is interactive and only when a DSN is set, so it never weighs on the first load.
 * Session replay is a further chunk, added once the SDK runs.
 */
export function initSentry(config: { dsn: string; release: string; environment: string }) {
  init({ ...sentryOptions(config), integrations: [browserTracingIntegration()] });

  import("./sentry-replay")
    // No compression worker: Sentry builds it from a blob: URL, which the page's CSP (worker-src
    // falls back to the nonce'd script-src) refuses. Segments go uncompressed instead.
    .then(({ replayIntegration }) => addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true, useCompression: false })))
    .catch(() => {
      // No replay (chunk failed to load): errors are still reported.
    });

  return (error: unknown, context?: Record<string, unknown>) =>
    withScope((scope) => {
      if (context) scope.setExtras(context);
      captureException(error);
    });
}
