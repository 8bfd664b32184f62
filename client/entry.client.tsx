import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { captureEarlyErrors, reportRouterError } from "./observability/client-errors";

// Errors can happen before the error reporter loads (it waits for the page to be idle): hold them.
captureEarlyErrors();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={reportRouterError} />
    </StrictMode>,
  );
});
