import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { trackErrorBoundaryView } from "./events";
import { useTracker } from "./use-tracker";

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
