import { useAtomValue } from "jotai";
import { Suspense, useEffect, useRef } from "react";
import { Await, useLocation } from "react-router";
import { dateFormat } from "../../../shared/intl-formats";
import { formatMoney } from "../../../shared/money";
import { stripCellsOf, stripDayHref, type DateStrip as Strip, type StripCell } from "../../../shared/search/date-strip";
import type { SearchQuery } from "../../../shared/search-query";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { useStableNavigate } from "../../state/stable-navigate";
import { navigateOnPlainClick } from "./navigate-on-plain-click";

/**
 * The flexible-dates strip above the results (client/search/date-strip.ts computes it at the
 * edge): the cheapest total for the party on each nearby day, the searched one `aria-current`,
 * each a link to that day's search. It streams after the cards into a slot of its own height, so
 * nothing moves when it arrives; without JavaScript it is plain links.
 */
export function DateStripSlot({ strip, query, flights }: { strip: Promise<Strip | null> | null; query: SearchQuery; flights: boolean }) {
  if (!strip) return null;
  return (
    <Suspense fallback={<div className="strip" />}>
      <Await resolve={strip} errorElement={null}>
        {(resolved) => (resolved && query.outboundDate ? <DateStripNav cells={stripCellsOf(resolved, query.outboundDate, query.returnDate)} flights={flights} /> : null)}
      </Await>
    </Suspense>
  );
}

const DAY_FORMAT = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" } as const;

function DateStripNav({ cells, flights }: { cells: StripCell[]; flights: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { search } = useLocation();
  const navigate = useStableNavigate();
  const list = useRef<HTMLUListElement>(null);
  const searched = cells.find((cell) => cell.offset === 0)?.outboundDate;
  // On a phone the row scrolls: bring the searched day to its middle (the page itself does not
  // move), once per search, so a shopper's own scrolling is left alone.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>("[aria-current]");
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const offset = current.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - current.offsetWidth) / 2;
  }, [searched]);
  const amounts = cells.flatMap((cell) => (cell.price?.kind === "price" ? [cell.price.amount] : []));
  const lowest = amounts.length > 1 ? Math.min(...amounts) : null;
  // <b> a price, <em> the lowest of the strip, <span> no price; <i> the name's ": " for screen
  // readers. Styled by `.strip` in base.css (no class per link).
  const priceOf = ({ price }: StripCell) => {
    if (price === null) return <span>{t("results.dateStrip.unknown")}</span>;
    if (price.kind === "none") return <span>{t(flights ? "results.dateStrip.noFlights" : "results.dateStrip.soldOut")}</span>;
    const text = t("results.dateStrip.from", { price: formatMoney(price.amount, price.currency, language) });
    return price.amount === lowest ? <em>{text}</em> : <b>{text}</b>;
  };
  return (
    <nav aria-label={t("results.dateStrip.label")} className="strip">
      <ul ref={list}>
        {cells.map((cell) => (
          <li key={cell.outboundDate}>
            <a
              href={stripDayHref(search, cell)}
              aria-current={cell.offset === 0 ? "date" : undefined}
              onClick={(event) => navigateOnPlainClick(event, navigate)}
            >
              {dateFormat(language, DAY_FORMAT).format(new Date(`${cell.outboundDate}T00:00:00Z`))}
              <i>: </i>
              {priceOf(cell)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
