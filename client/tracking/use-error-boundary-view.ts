import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { EVENT_NAMES } from "./events";
import type { Tracker } from "./tracker";
import { useTracker } from "./use-tracker";

/** Long messages are cut: the event is a signal, the error reporter holds the detail. */
const MAX_MESSAGE_CHARS = 300;

/** SPEC §8: the error boundary's page, a technical event sent whatever the consent. */
export function trackErrorBoundaryView(tracker: Tracker, error: { status: number | null; message: string; path: string }): void {
  tracker.track(
    EVENT_NAMES.errorBoundary,
    { ...error, message: error.message.slice(0, MAX_MESSAGE_CHARS) },
    { category: "technical", logLevel: "error" },
  );
  // The shopper may leave the error page at once; do not wait for the batch timer.
  tracker.flush();
}

function describe(error: unknown): { status: number | null; message: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || `HTTP ${error.status}` };
  if (error instanceof Error) return { status: null, message: `${error.name}: ${error.message}` };
  return { status: null, message: String(error) };
}

/** The error boundary's page was shown: `viewed.app-error-[error-boundary]`, once per error. */
export function useErrorBoundaryView(error: unknown): void {
  const tracker = useTracker();
  const { pathname } = useLocation();
  useEffect(() => {
    trackErrorBoundaryView(tracker, { ...describe(error), path: pathname });
    // One event per error shown, not per re-render or location update of the same page.
  }, [error, tracker]);
}
