import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root";
import { usePageViews } from "../tracking";
import { startErrorReporting } from "./error-reporting";
import { useWebVitals } from "./web-vitals/use-web-vitals";

/**
 * What the page reports about itself: page views and real shoppers' vitals (consent permitting)
 * and, when the worker has a DSN, errors. Mounted once by the app and once by the root error page
 * (which replaces the app).
 */
export function Telemetry() {
  usePageViews();
  useWebVitals();
  const data = useRouteLoaderData<RootData>("root");
  const dsn = data?.sentryDsn ?? null;
  const release = data?.appVersion ?? "unknown";
  const environment = data?.environment ?? "production";
  useEffect(() => {
    startErrorReporting({ dsn, release, environment });
  }, [dsn, release, environment]);
  return null;
}
