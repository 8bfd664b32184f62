import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { appVersionAtom } from "../state/brand";
import { deploymentEnvironmentAtom, sentryDsnAtom } from "../state/error-reporting";
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
  const dsn = useAtomValue(sentryDsnAtom);
  const release = useAtomValue(appVersionAtom);
  const environment = useAtomValue(deploymentEnvironmentAtom);
  useEffect(() => {
    startErrorReporting({ dsn, release, environment });
  }, [dsn, release, environment]);
  return null;
}
