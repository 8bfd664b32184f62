import { Provider, createStore } from "jotai";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root";
import { useT } from "../../state/i18n";
import { PageFrame } from "../layout/PageFrame";
import { RootStateHydrator } from "../layout/RootStateHydrator";
import { ErrorPage } from "./ErrorPage";

/**
 * The error boundary's page (SPEC §8): exception.generic.* in the brand's frame. It renders outside
 * the app's store, so it seeds its own from the root loader's data when there is any.
 */
export function GenericExceptionPage({ error }: { error: unknown }) {
  const data = useRouteLoaderData<RootData>("root");
  const [store] = useState(() => createStore());
  if (import.meta.env.DEV) console.error(error);
  if (!data) return <ErrorPage page="error-boundary" />;
  return (
    <Provider store={store}>
      <RootStateHydrator data={data}>
        <PageFrame>
          <GenericExceptionContent />
        </PageFrame>
      </RootStateHydrator>
    </Provider>
  );
}

function GenericExceptionContent() {
  const t = useT();
  return (
    <ErrorPage
      page="error-boundary"
      title={t("exception.generic.title")}
      subtitle={t("exception.generic.subtitle")}
      cta={t("exception.generic.cta")}
    />
  );
}
