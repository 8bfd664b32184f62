import { Link } from "react-router";
import { useT } from "../../state/i18n";
import { Heart } from "../../saved-stays/Heart";

/** Nothing saved (yet, or any more): what the list is for, and the way back to a search. */
export function EmptySaved() {
  const t = useT();
  return (
    <div className="card saved-empty" data-page="saved-empty">
      <span className="saved-empty-mark">
        <Heart filled={false} />
      </span>
      <h2>{t("saved.empty.title")}</h2>
      <p>{t("saved.empty.text")}</p>
      <Link to="/" className="btn-primary no-underline">
        {t("saved.empty.cta")}
      </Link>
    </div>
  );
}
