import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts, TEXTS_PATH_PREFIX } from "./i18n/texts";
import { captureEarlyErrors, reportRouterError } from "./observability/client-errors";

// Errors can happen before the error reporter loads (it waits for the page to be idle): hold them.
captureEarlyErrors();

/** The texts the document names (preloaded in its head): hydration renders with them at hand. */
function documentTexts(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[rel=preload][as=fetch][href^="${TEXTS_PATH_PREFIX}"]`);
  // A failure is left to the render, which asks again (and shows the error page if it fails too).
  return Promise.all([...links].map((link) => loadTexts(link.getAttribute("href")!).catch(() => {})));
}

void documentTexts().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter onError={reportRouterError} />
      </StrictMode>,
    );
  }),
);
