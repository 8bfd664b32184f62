import { Link } from "react-router";
import { ScreenIntro } from "../components/layout/ScreenIntro";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/deals";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.deals.title");
}

/** The brand's deals, by business profile. */
export default function Deals() {
  const t = useT();
  return (
    <ScreenIntro page="deals" title={t("screens.deals.title")} subtitle={t("screens.deals.subtitle")}>
      <Link to="/" className="btn-secondary no-underline">
        {t("screens.backToSearch")}
      </Link>
    </ScreenIntro>
  );
}
