import { ErrorPage } from "../components/feedback/ErrorPage";
import { dictionaryFor } from "../i18n/dictionaries.server";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/expired-session";

export function loader({ context }: Route.LoaderArgs) {
  return { dictionary: dictionaryFor(context.brand.language, ["expiredSession"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "expiredSession.title");
}

/** Where a shopper lands when their cart or session ran out: start a new search. */
export default function ExpiredSession() {
  const t = useT();
  return <ErrorPage page="expired-session" title={t("expiredSession.title")} subtitle={t("expiredSession.subtitle")} cta={t("expiredSession.cta")} />;
}
