import { Link } from "react-router";
import { ScreenIntro } from "../components/layout/ScreenIntro";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import type { Route } from "./+types/hotel-detail";

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.hotelDetail.title");
}

/** Hotel detail: the screen a hotel proposal opens. */
export default function HotelDetail() {
  const t = useT();
  return (
    <ScreenIntro page="hotel-detail" title={t("screens.hotelDetail.title")} subtitle={t("screens.hotelDetail.subtitle")}>
      <Link to="/" className="btn-secondary no-underline">
        {t("screens.backToSearch")}
      </Link>
    </ScreenIntro>
  );
}
