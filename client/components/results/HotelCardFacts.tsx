import { useAtomValue } from "jotai";
import type { MouseEvent } from "react";
import { formatDate } from "../../../shared/dates";
import { numberFormat } from "../../../shared/intl-formats";
import type { HotelCard } from "../../../shared/search/hotel-card";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { formatDistance, formatLocalTime } from "./format";

/**
 * The card's middle column: the hotel's name, which is the card's one link (stretched over the
 * whole card), its kind and rating, the room with its meal plan and cancellation, and a package's flights.
 *
 * `discover`: the link carries `data-discover`, as a React Router `<Link>` would, so the router
 * learns the hotel page's route (one small immutable manifest request) once the page hydrates,
 * and a shopper's intent can fetch the page's code at once. One card of the page is enough: all
 * link to the same route.
 */
export function HotelCardFacts({ proposal, detailHref, onChoose, discover }: { proposal: HotelCard; detailHref: string; onChoose: (event: MouseEvent<HTMLAnchorElement>) => void; discover: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const score = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(proposal.score);
  const kind = t("results.card.stars", { count: proposal.stars, type: t(`results.propertyTypes.${proposal.propertyType}`) });
  const distance = t("results.card.fromCentre", { distance: formatDistance(proposal.distanceFromCentreMeters, language) });
  return (
    <div className=":uno-hcard-facts: p-4 grid gap-2 content-start min-w-0 [&_p]:m-0">
      <h3 className=":uno-hcard-name: m-0 text-lg font-800 leading-tight">
        <a href={detailHref} onClick={onChoose} data-discover={discover ? "true" : undefined} className=":uno-hcard-link: text-ink no-underline hover:underline after:content-[''] after:absolute after:inset-0 after:z-1 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-solid focus-visible:after:outline-info focus-visible:after:rounded-lg">
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
        {proposal.transport && <IncludedFlights transport={proposal.transport} />}
      </ul>
    </div>
  );
}

/** A package's flights: the carrier, each leg's times and stops, the luggage. */
function IncludedFlights({ transport }: { transport: NonNullable<HotelCard["transport"]> }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [outbound, inbound] = transport.legs;
  if (!outbound) return null;
  return (
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
  );
}
