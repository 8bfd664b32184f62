// @unocss-ignore: its classes are the page's stylesheet's (saved-page.css) or already in every page's.
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { todayIso } from "../../../shared/dates";
import { bestOf } from "../../../shared/saved-stays/compare";
import { savedStayIdOf } from "../../../shared/saved-stays/identity";
import { SAVED_STAYS } from "../../../shared/constants";
import { savedStayHref } from "../../../shared/saved-stays/links";
import type { SavedStay } from "../../../shared/saved-stays/schema";
import { comparisonOf } from "../../../shared/saved-stays/trips";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { compareRows } from "./compare-rows";
import { nightsOf, tripDetails } from "./saved-format";

/**
 * Two or three saved stays of one trip side by side, as last seen: a real table, the stays as
 * column headers and the facts as row headers. The best value of each row says "Best" in words
 * (and is tinted). On a phone the table scrolls sideways inside its own box, the facts' column
 * staying in place.
 */
export function CompareView({ stays, ids, now }: { stays: SavedStay[]; ids: string[]; now: number }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const comparison = comparisonOf(stays, ids, todayIso(new Date(now)));
  const back = (
    <Link to={SAVED_STAYS.path} className="saved-back">
      ← {t("saved.compare.back")}
    </Link>
  );
  if (comparison.kind !== "comparable") {
    return (
      <div className="grid gap-4" data-page="compare-unavailable">
        {back}
        <div className="card saved-empty">
          <h2>{t("saved.compare.notComparable.title")}</h2>
          <p>{t(`saved.compare.notComparable.${comparison.reason}`)}</p>
        </div>
      </div>
    );
  }
  const { search } = comparison.trip;
  const chosen = comparison.stays;
  const rows = compareRows(t, language, chosen, nightsOf(search), now);
  return (
    <section aria-labelledby="compare-title" className="grid gap-4" data-testid="compare">
      {back}
      <div>
        <h2 id="compare-title" className="saved-trip-title">
          {t("saved.compare.title", { place: search.destinationName })}
        </h2>
        <p className="saved-trip-facts">{tripDetails(t, language, search)}</p>
        <p className="saved-trip-facts">{t("saved.compare.note")}</p>
      </div>
      <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="card compare-scroller" data-testid="compare-scroller">
        <table className={chosen.length === 3 ? "compare-table has-3" : "compare-table"}>
          <caption id="compare-caption" className="sr-only">
            {t("saved.compare.caption", { place: search.destinationName, trip: tripDetails(t, language, search) })}
          </caption>
          <thead>
            <tr>
              <td className="compare-key" />
              {chosen.map((stay) => (
                <th key={savedStayIdOf(stay)} scope="col">
                  <img src={stay.imageUrl} alt="" width={176} height={110} loading="lazy" className="compare-photo" />
                  <span className="compare-name">{stay.name}</span>
                  <a href={savedStayHref(stay)} className="btn-secondary">
                    {t("saved.check")}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const best = row.values && row.better ? bestOf(row.values, row.better) : chosen.map(() => false);
              return (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row" className="compare-key">
                    {row.label}
                  </th>
                  {chosen.map((stay, index) => (
                    <td key={savedStayIdOf(stay)} className={best[index] ? "is-best" : undefined}>
                      {row.cell(stay) ?? <Unknown />}
                      {best[index] && <span className="compare-best">✓ {t("saved.compare.best")}</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Unknown() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className="saved-soft">
        —
      </span>
      <span className="sr-only">{t("saved.compare.unknown")}</span>
    </>
  );
}
