/**
 * The browser's side of error reporting, as small as possible on the first load: it only holds
 * errors until the error reporter (@sentry/react, a lazily loaded chunk) is ready, and loads that
 * chunk after the page is interactive, only when the page has a DSN. With no DSN nothing is loaded
 * and nothing is sent.
 */
import { whenIdleAfterLoad } from "./when-idle-after-load";

interface ErrorReportingConfig {
  dsn: string | null;
  release: string;
  environment: string;
}

type Report = { error: unknown; context?: Record<string, unknown> };
type Capture = (error: unknown, context?: Record<string, unknown>) => void;

/** Enough to see what broke first; a page failing in a loop must not pile up memory. */
const MAX_HELD = 20;

/** waiting: DSN not known yet; loading: SDK on its way; ready: SDK captures; off: no DSN or no SDK. */
let state: "waiting" | "loading" | "ready" | "off" = "waiting";
let held: Report[] = [];
let capture: Capture | null = null;
let stopEarlyCapture: (() => void) | null = null;

function hold(report: Report): void {
  if ((state === "waiting" || state === "loading") && held.length < MAX_HELD) held.push(report);
}

function turnOff(): void {
  state = "off";
  stopEarlyCapture?.();
  held = [];
}

/**
 * Errors thrown before the reporter is ready (during hydration, say) would otherwise be lost:
 * hold them. Called first thing in entry.client.
 */
export function captureEarlyErrors(): void {
  if (typeof window === "undefined" || stopEarlyCapture) return;
  const onError = (event: ErrorEvent) => hold({ error: event.error ?? event.message });
  const onRejection = (event: PromiseRejectionEvent) => hold({ error: event.reason, context: { unhandledRejection: true } });
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
  stopEarlyCapture = () => {
    removeEventListener("error", onError);
    removeEventListener("unhandledrejection", onRejection);
  };
}

/** Reports an error the app caught itself (React Router's boundaries); held until ready. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (capture) capture(error, context);
  else hold({ error, context });
}

/**
 * Starts reporting once per page load. Without a DSN it stops holding errors and never loads the
 * SDK. With one, the SDK loads when the browser is idle after `load`, so it never competes with
 * the page's own scripts; its global handlers then take over from the early capture.
 */
export function startErrorReporting({ dsn, release, environment }: ErrorReportingConfig): void {
  if (state !== "waiting" || typeof window === "undefined") return;
  if (!dsn) return turnOff();
  state = "loading";
  whenIdleAfterLoad(() => {
    import("./sentry-client")
      .then(({ initSentry }) => {
        const ready = initSentry({ dsn, release, environment });
        capture = ready;
        state = "ready";
        stopEarlyCapture?.();
        for (const report of held.splice(0)) ready(report.error, report.context);
      })
      .catch((error: unknown) => {
        // The chunk may fail to load (offline, deploy in between): reporting must not break the page.
        console.warn("error reporting unavailable", error);
        turnOff();
      });
  });
}
