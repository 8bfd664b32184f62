import { useAtomValue } from "jotai";
import type { FlightCard } from "../../../shared/search/flight-card";
import { formatMoney } from "../../../shared/money";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { ChooseFlightButton } from "./ChooseFlightForm";
import { FlightLeg } from "./FlightLeg";
import { plural, travellersText } from "./format";
import { PointsEarned } from "../members/PointsEarned";

/** Seats left at or below this are worth telling the shopper; above it, it is noise. */
const FEW_SEATS = 4;

/**
 * One flight, told honestly: each leg's times, airports, length, stops and carriers; what luggage
 * the fare includes, in plain words; the total for every traveller as the headline price with the
 * per-adult fare beside it; seats left only when few.
 */
export function FlightResultCard({ proposal, party }: { proposal: FlightCard; party: { adults: number; children: number } }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const money = (amount: number) => formatMoney(amount, proposal.currency, language);
  const headingId = `flight-${proposal.id}`;
  const [outbound, inbound] = proposal.legs;
  const route = outbound ? `${outbound.from} – ${outbound.to}` : "";

  return (
    <article className=":uno-fcard: card overflow-hidden grid md:grid-cols-[1fr_240px]" data-proposal-id={proposal.id}>
      <div className=":uno-fcard-legs: p-4 grid gap-4 content-start min-w-0">
        <h3 id={headingId} className="sr-only">
          {`${route}, ${proposal.carrier}, ${money(proposal.total)}`}
        </h3>
        {outbound && <FlightLeg leg={outbound} title={t("flights.card.outbound")} />}
        {inbound && <FlightLeg leg={inbound} title={t("flights.card.inbound")} />}
        <p className={proposal.luggage === "NONE" ? ":uno-fcard-bags: m-0 text-sm text-ink-soft" : ":uno-fcard-bags-in: m-0 text-sm text-[#3d7a00] font-600"}>
          {`${proposal.luggage === "NONE" ? "" : "✓ "}${t(`flights.card.luggage.${proposal.luggage}`)}`}
        </p>
      </div>
      <div className=":uno-fcard-price: p-4 grid gap-1 content-end text-right bg-canvas/40 border-t border-t-solid border-line md:border-t-0 md:border-l md:border-l-solid [&_p]:m-0 [&>p>strong]:text-2xl [&>p>strong]:font-800">
        {proposal.seatsLeft <= FEW_SEATS && <p className=":uno-fcard-seats: text-sm font-700 text-[#b00020]">{plural(t, language, "flights.card.seatsLeft", proposal.seatsLeft)}</p>}
        <p>
          <span className="sr-only">{`${t("flights.card.total")} `}</span>
          <strong>{money(proposal.total)}</strong>
        </p>
        <p className=":uno-fcard-for: text-[13px] text-ink-soft">{t("flights.card.totalFor", { travellers: travellersText(t, language, party.adults, party.children) })}</p>
        <p className=":uno-fcard-adult: text-sm">{t("flights.card.perAdult", { price: money(proposal.perAdult) })}</p>
        <PointsEarned amountMinor={proposal.total} short />
        <ChooseFlightButton proposalId={proposal.id} describedBy={headingId} />
      </div>
    </article>
  );
}
