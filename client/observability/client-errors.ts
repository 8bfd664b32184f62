import { isRouteErrorResponse } from "react-router";
import type { ClientOnErrorFunction } from "react-router";
import { reportError } from "./error-reporting";

export { captureEarlyErrors } from "./error-reporting";

/**
 * React Router's client errors (render errors its boundaries catch, client loader and action
 * errors). Expected answers (a 404) are not errors, and a server loader's error arrives here
 * already reported by the worker, as React Router's sanitized "Unexpected Server Error".
 */
export const reportRouterError: ClientOnErrorFunction = (error, { location, pattern, errorInfo }) => {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && error.message === "Unexpected Server Error") return;
  reportError(error, { route: pattern, path: location.pathname, componentStack: errorInfo?.componentStack ?? undefined });
};
