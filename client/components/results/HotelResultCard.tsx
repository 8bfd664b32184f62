import { useAtomValue } from "jotai";
import type { MouseEvent, ReactNode } from "react";
import type { HotelCard } from "../../../shared/search/hotel-card";
import { formatDate } from "../../../shared/dates";
import { formatMoney } from "../../../shared/money";
import { languageAtom } from "../../state/brand";
import { useStayHighlight } from "../../state/results";
import { useT } from "../../state/i18n";
import { formatDistance, formatLocalTime, plural, travellersText } from "./format";
import { numberFormat } from "../../../shared/intl-formats";
import { PointsEarned } from "../members/PointsEarned";

/**
 * One stay, told honestly: the total for the whole party and stay is the headline price, with the
 * price per night beside it; what a package includes; free cancellation with its deadline; a
 * promotion shows the original total struck through. Nothing optional is pre-selected.
 *
 * Twenty of these make most of a results page, so each part's utilities are compiled into one
 * named class (`:uno-…:`, uno.config.ts; the compiled literal loses its trailing space, so the
 * parts added to it start with one) and texts are single strings (no React text separators).
 * Nothing is there for tests alone: they find a part by its compiled name (`.hcard-total`), and
 * the article needs no name of its own (its heading is the first thing in it).
 * The hotel's name is the card's one link, stretched over the whole card: one tab stop per card,
 * and the "see rooms" button is what that link looks like at the end of the card.
 */
export function HotelResultCard({
  proposal,
  party,
  detailHref,
  position,
  onChoose,
  compact = false,
  saveToggle,
}: {
  proposal: HotelCard;
  party: { adults: number; children: number };
  detailHref: string;
  position: number;
  /** Tracks the choice and opens the detail in the app (the list's one handler, see HotelResultsScreen). */
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Beside the map the column is narrower: photo and facts side by side, the price below. */
  compact?: boolean;
  /** The save toggle's slot (empty in the server's HTML), over the photo's corner. */
  saveToggle?: ReactNode;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [highlighted, highlight] = useStayHighlight(proposal.id);
  const { promotion, transport } = proposal;
  const money = (amount: number) => formatMoney(amount, proposal.currency, language);
  const outbound = transport?.legs[0];
  const inbound = transport?.legs[1];
  const score = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(proposal.score);
  const kind = t("results.card.stars", { count: proposal.stars, type: t(`results.propertyTypes.${proposal.propertyType}`) });
  const distance = t("results.card.fromCentre", { distance: formatDistance(proposal.distanceFromCentreMeters, language) });

  return (
    <article
      data-proposal-id={proposal.id}
      className={":uno-hcard: card overflow-hidden grid relative" + " " + (compact ? ":uno-hcard-narrow: md:grid-cols-[200px_1fr]" : ":uno-hcard-wide: md:grid-cols-[260px_1fr_220px]") + (highlighted ? " outline-3 outline-solid outline-brand" : "")}
      // A pointer moving over the card, not one the list scrolls under (choosing a pin scrolls its
      // card into view; Chrome then fires mouseenter on whatever card passes under a resting pointer).
      onMouseMove={highlight}
      onFocus={highlight}
    >
      <div className=":uno-hcard-media: relative aspect-[16/10] md:aspect-auto md:h-full bg-brand-soft">
        <img src={proposal.imageUrl} alt="" width={520} height={325} loading={position <= 2 ? "eager" : "lazy"} className=":uno-hcard-img: w-full h-full object-cover" />
        {saveToggle}
        {promotion && <span className=":uno-hcard-flash: absolute top-2 left-2 rounded bg-[#b00020] text-white text-[13px] font-700 px-2 py-1">{t("results.card.flashSale")}</span>}
      </div>

      <div className=":uno-hcard-facts: p-4 grid gap-2 content-start min-w-0 [&_p]:m-0">
        <h3 className=":uno-hcard-name: m-0 text-lg font-800 leading-tight">
          <a href={detailHref} onClick={onChoose} className=":uno-hcard-link: text-ink no-underline hover:underline after:content-[''] after:absolute after:inset-0 after:z-1 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-solid focus-visible:after:outline-info focus-visible:after:rounded-lg">
            {proposal.name}
          </a>
        </h3>
        <p className=":uno-hcard-kind: text-[13px] text-ink-soft">
          <span aria-hidden="true" className=":uno-hcard-stars: text-warning tracking-[1px] mr-1">{"★".repeat(proposal.stars)}</span>
          {`${kind} · ${distance}`}
        </p>
        <p className=":uno-hcard-rating: flex items-center gap-2 text-sm text-ink-soft">
          <span className=":uno-hcard-score: rounded bg-brand text-brand-text font-800 px-2 py-0.5">{t("results.card.rating", { score })}</span>
          {t("results.card.reviews", { count: numberFormat(language).format(proposal.reviewCount) })}
        </p>
        <ul className=":uno-hcard-room: list-none m-0 p-0 grid gap-1 text-sm">
          <li>{`${proposal.roomName} · ${t(`results.mealPlans.${proposal.mealPlan}`)}`}</li>
          <li className={proposal.freeCancellationUntil ? ":uno-hcard-free: text-[#3d7a00] font-600" : "text-ink-soft"}>
            {proposal.freeCancellationUntil
              ? `✓ ${t("results.card.freeCancellationUntil", { date: formatDate(proposal.freeCancellationUntil, language) })}`
              : t("results.card.nonRefundable")}
          </li>
          {transport && outbound && (
            <li className="grid gap-0.5">
              <span className="font-600">{`✈ ${t("results.card.flightIncluded", { carrier: transport.carrier })}`}</span>
              {[outbound, inbound].filter((leg) => leg !== undefined).map((leg) => (
                <span key={leg.departs} className="text-ink-soft">
                  {`${t("results.card.flightTimes", {
                    departure: formatLocalTime(leg.departs, language),
                    from: leg.from,
                    arrival: formatLocalTime(leg.arrives, language),
                    to: leg.to,
                  })} · ${leg.stops === 0 ? t("results.card.direct") : t("results.card.stops", { count: leg.stops })}`}
                </span>
              ))}
              <span className="text-ink-soft">{t(`results.luggage.${transport.luggage}`)}</span>
            </li>
          )}
        </ul>
      </div>

      <div className={":uno-hcard-price: p-4 grid gap-1 content-end text-right bg-canvas/40 [&_p]:m-0" + " " + (compact ? ":uno-hcard-price-below: md:col-span-2 md:border-t md:border-t-solid md:border-line" : ":uno-hcard-price-side: md:border-l md:border-l-solid md:border-line")}>
        {promotion && (
          <p className="text-sm">
            <span className=":uno-hcard-discount: rounded bg-[#fde8eb] text-[#b00020] font-700 px-1.5 mr-1">{t("results.card.discount", { percent: promotion.discountPercent })}</span>
            <s className="text-ink-soft" aria-label={t("results.card.wasPrice", { price: money(promotion.originalTotal) })}>
              {money(promotion.originalTotal)}
            </s>
          </p>
        )}
        <p>
          <span className="sr-only">{`${t("results.card.total")} `}</span>
          <strong className=":uno-hcard-total: text-2xl font-800">{money(proposal.total)}</strong>
        </p>
        <p className=":uno-hcard-for: text-[13px] text-ink-soft">
          {t("results.card.totalFor", {
            travellers: travellersText(t, language, party.adults, party.children),
            nights: plural(t, language, "results.card.nights", proposal.nights),
          })}
        </p>
        <p className=":uno-hcard-night: text-sm">{t("results.card.perNight", { price: money(proposal.perNight) })}</p>
        <PointsEarned amountMinor={proposal.total} short />
        <span aria-hidden="true" className=":uno-hcard-cta: btn-primary mt-2 whitespace-nowrap">
          {t("results.card.view")}
        </span>
      </div>
    </article>
  );
}
