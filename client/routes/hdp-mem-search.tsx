import { Link } from "react-router";
import { ScreenIntro } from "../components/layout/ScreenIntro";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/hdp-mem-search";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.hdpMemSearch.title");
}

/** Hotel-and-flight search for signed-in members. */
export default function HdpMemSearch() {
  const t = useT();
  return (
    <ScreenIntro page="hdp-mem-search" title={t("screens.hdpMemSearch.title")} subtitle={t("screens.hdpMemSearch.subtitle")}>
      <Link to="/" className="btn-secondary no-underline">
        {t("screens.backToSearch")}
      </Link>
    </ScreenIntro>
  );
}
