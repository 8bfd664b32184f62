import { Link } from "react-router";
import { ScreenIntro } from "../components/layout/ScreenIntro";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/mem-search";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.memSearch.title");
}

/** Transport search for signed-in members. */
export default function MemSearch() {
  const t = useT();
  return (
    <ScreenIntro page="mem-search" title={t("screens.memSearch.title")} subtitle={t("screens.memSearch.subtitle")}>
      <Link to="/" className="btn-secondary no-underline">
        {t("screens.backToSearch")}
      </Link>
    </ScreenIntro>
  );
}
