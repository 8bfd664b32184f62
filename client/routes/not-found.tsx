import { data } from "react-router";
import { ErrorPage } from "../components/feedback/ErrorPage";
import { textsFor } from "../i18n/dictionaries.server";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/not-found";

export function loader({ context }: Route.LoaderArgs) {
  return data({ notFound: true, texts: textsFor(context, ["notFound"]) }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "notFound.title");
}

export default function NotFound() {
  const t = useT();
  return <ErrorPage page="not-found" title={t("notFound.title")} subtitle={t("notFound.subtitle")} cta={t("notFound.cta")} />;
}
