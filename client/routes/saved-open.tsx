import { Link, useLocation } from "react-router";
import { pageTitle } from "../i18n/page-title";
import { openSavedStayLoader } from "../saved-stays/open-saved-stay";
import { useT } from "../state/i18n";
import "../components/saved/saved-page.css";
import type { Route } from "./+types/saved-open";

/** A saved stay's link: the edge finds it again and opens its page (a redirect), or says why it cannot. */
export function loader({ request, context }: Route.LoaderArgs) {
  return openSavedStayLoader(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageTitle(matches, "saved.title"), { name: "robots", content: "noindex" }];
}

export default function SavedOpen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const { kind, resultsHref } = loaderData;
  return (
    <div className="container-page py-8" data-page={`saved-open-${kind}`}>
      <div className="card saved-empty">
        <h1 className="saved-trip-title">{t(`saved.open.${kind}.title`)}</h1>
        <p>{t(`saved.open.${kind}.subtitle`)}</p>
        <div className="saved-tools">
          {(kind === "failed" || kind === "timed-out") && (
            <a href={`${location.pathname}${location.search}`} className="btn-primary no-underline">
              {t("saved.open.retry")}
            </a>
          )}
          {kind !== "invalid" && (
            <a href={resultsHref} className={`${kind === "unavailable" ? "btn-primary" : "btn-secondary"} no-underline`}>
              {t("saved.open.results")}
            </a>
          )}
          <Link to="/saved" className="btn-secondary no-underline">
            {t("saved.open.back")}
          </Link>
        </div>
      </div>
    </div>
  );
}
