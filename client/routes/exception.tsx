import { ErrorPage } from "../components/feedback/ErrorPage";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/exception";

/** 401 after a refused external sign-in has its own words; every other type the generic ones. */
function kindOf(type: string | null): "401" | "generic" {
  return type === "401" ? "401" : "generic";
}

export function loader({ request }: Route.LoaderArgs) {
  return { kind: kindOf(new URL(request.url).searchParams.get("type")) };
}

export function meta({ matches, data }: Route.MetaArgs) {
  return pageTitle(matches, `exception.${data?.kind ?? "generic"}.title`);
}

export default function Exception({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind } = loaderData;
  return (
    <ErrorPage
      page={`exception-${kind}`}
      title={t(`exception.${kind}.title`)}
      subtitle={t(`exception.${kind}.subtitle`)}
      cta={t(`exception.${kind}.cta`)}
    />
  );
}
