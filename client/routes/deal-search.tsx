import { Link } from "react-router";
import { ScreenIntro } from "../components/layout/ScreenIntro";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/deal-search";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.dealSearch.title");
}

/** Searching within a deal. */
export default function DealSearch() {
  const t = useT();
  return (
    <ScreenIntro page="deal-search" title={t("screens.dealSearch.title")} subtitle={t("screens.dealSearch.subtitle")}>
      <Link to="/" className="btn-secondary no-underline">
        {t("screens.backToSearch")}
      </Link>
    </ScreenIntro>
  );
}
