import { Provider, createStore } from "jotai";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { Telemetry } from "../../observability/Telemetry";
import { useT } from "../../state/i18n";
import { PageTranslatorProvider } from "../../state/PageTranslatorProvider";
import type { RootLoaderData } from "../../state/root-loader-data";
// Its own module, not the tracking index: every page loads the index, only this page needs the hook.
import { useErrorBoundaryView } from "../../tracking/use-error-boundary-view";
import { PageFrame } from "../layout/PageFrame";
import { RootStateHydrator } from "../layout/RootStateHydrator";
import { ErrorPage } from "./ErrorPage";

/**
 * The root error boundary's page (SPEC §8): exception.generic.* in the brand's frame, tracked as
 * `viewed.app-error-[error-boundary]`. It replaces the app, store included, so it seeds its own
 * store from the root loader's data and mounts the page's telemetry again.
 */
export function GenericExceptionPage({ error }: { error: unknown }) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const [store] = useState(() => createStore());
  if (import.meta.env.DEV) console.error(error);
  if (!data) return <UntranslatedExceptionPage error={error} />;
  return (
    <Provider store={store}>
      <RootStateHydrator data={data}>
        <PageTranslatorProvider>
          <Telemetry />
          <PageFrame>
            <GenericExceptionContent error={error} />
          </PageFrame>
        </PageTranslatorProvider>
      </RootStateHydrator>
    </Provider>
  );
}

/** The page's content, inside the brand's frame. */
function GenericExceptionContent({ error }: { error: unknown }) {
  const t = useT();
  useErrorBoundaryView(error);
  return (
    <ErrorPage
      page="error-boundary"
      title={t("exception.generic.title")}
      subtitle={t("exception.generic.subtitle")}
      cta={t("exception.generic.cta")}
    />
  );
}

/** Without the root's data there is no dictionary: the illustration alone, still tracked. */
function UntranslatedExceptionPage({ error }: { error: unknown }) {
  useErrorBoundaryView(error);
  return <ErrorPage page="error-boundary" />;
}
