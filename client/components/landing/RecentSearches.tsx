import { useAtomValue } from "jotai";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDateRange } from "../../../shared/dates";
import type { RecentSearch } from "../../../shared/recent-searches";
import { plural } from "../../i18n/plural";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";

// The storage rules (and valibot) come in a chunk of their own: the landing's loader of this
// chunk then names only this one file among the scripts it may preload.
const loadStore = () => import("../../recent-searches/store");

/**
 * "Continue your search": the last searches made in this browser on this brand, each a link to
 * its results and a button that forgets it. Loaded as a chunk of its own after hydration (the
 * landing's first JavaScript does not carry it) and read from this browser only, so it is never
 * in the server's document: not a crawler's, not the landing reused across visitors. It sits
 * below the landing's content, where appearing moves nothing on screen.
 */
export default function RecentSearches() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [searches, setSearches] = useState<RecentSearch[]>([]);
  // After a removal, focus goes to the next entry's button (or the previous one, or the page).
  const focusAfterRemoval = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    loadStore().then((store) => setSearches(store.loadRecentSearches()), () => {});
  }, []);

  // Before the browser paints the shorter list, so focus is never left on a removed button.
  useLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button");
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else document.getElementById("main")?.focus();
  }, [searches]);

  if (searches.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-title" className="container-page py-8" data-testid="recent-searches">
      <h2 id="recent-searches-title" className="text-xl md:text-2xl font-800 text-ink mb-4">
        {t("landing.recent.title")}
      </h2>
      <ul ref={list} className="list-none m-0 p-0 grid gap-3 md:grid-cols-3">
        {searches.map((search, index) => {
          const dates = formatDateRange(search.outboundDate, search.returnDate, language);
          const place = search.departure ? t("landing.recent.route", { from: search.departure, to: search.destination }) : search.destination;
          return (
            <li key={search.href} className="card flex items-stretch min-w-0">
              <Link to={search.href} className="flex-1 min-w-0 p-4 grid gap-1 no-underline text-ink hover:bg-brand-soft rounded-l-lg">
                <span className="font-800 text-lg truncate">{place}</span>
                <span className="text-sm text-ink-soft">
                  {t(`products.${search.product}.label`)} · {dates} · {plural(t, language, "results.card.adults", search.adults)}
                  {search.children > 0 && `, ${plural(t, language, "results.card.children", search.children)}`}
                </span>
              </Link>
              <button
                type="button"
                className="shrink-0 w-11 min-h-11 border-0 border-l border-l-solid border-line bg-transparent text-ink-soft text-xl cursor-pointer rounded-r-lg hover:bg-brand-soft hover:text-ink"
                aria-label={t("landing.recent.remove", { search: `${place}, ${dates}` })}
                onClick={() =>
                  loadStore().then((store) => {
                    focusAfterRemoval.current = index;
                    setSearches(store.forgetSearch(search.href));
                  })
                }
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
