import { useAtomValue } from "jotai";
import type { Pricing } from "../../../shared/api/shopping/pricing";
import { formatMoney } from "../../../shared/money";
import { flightCardLegOf } from "../../../shared/search/flight-card";
import { appliedFlightFilterCount, type FlightFilters } from "../../../shared/search/flight-filters";
import type { AlternativesState } from "../../detail/hotel-detail-loader";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { FlightFilterPanel } from "../results/FlightFilterPanel";
import { FlightLeg } from "../results/FlightLeg";
import { Chevron } from "../search-form/Chevron";
import { DetailActionButton } from "./DetailActionButton";

/** A package's flight: the one in the price, and the others it could take with what each changes in the total. */
export function PackageFlights({ pricing, alternatives, filters }: { pricing: Pricing; alternatives: AlternativesState; filters: FlightFilters }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const transport = pricing.transport;
  if (!transport) return null;
  const money = (amount: number) => formatMoney(Math.abs(amount), pricing.price.total.currency, language);
  return (
    <section aria-labelledby="flight-heading" className="grid gap-3" data-testid="package-flights">
      <h2 id="flight-heading" className="m-0 text-lg font-800">
        {t("detail.yourFlight")}
      </h2>
      <div className="card p-4 grid gap-3" data-transport-id={transport.id}>
        {transport.legs.map((leg) => (
          <FlightLeg key={leg.id} leg={flightCardLegOf(leg)} title={t(leg.direction === "OUTBOUND" ? "flights.card.outbound" : "flights.card.inbound")} />
        ))}
        <p className="m-0 text-sm">{t(`flights.card.luggage.${transport.luggage.included}`)}</p>
      </div>
      {/* Open while the shopper narrows the other flights, so their filters stay in view. */}
      <details className="card p-4" open={appliedFlightFilterCount(filters) > 0}>
        <summary className="cursor-pointer font-700 min-h-[32px] flex items-center justify-between list-none [&::-webkit-details-marker]:hidden">
          {t("detail.changeFlight")}
          <Chevron />
        </summary>
        {alternatives.kind === "alternatives" ? (
          <div className="grid gap-4 pt-3 md:grid-cols-[220px_minmax(0,1fr)] items-start">
            <FlightFilterPanel filters={filters} facets={alternatives.page.facets} searchId={null} currency={pricing.price.total.currency} returnTrip voucher={false} />
            <div className="grid gap-3 min-w-0">
              <p className="m-0 text-sm text-ink-soft">{t("detail.otherFlights")}</p>
              {alternatives.page.alternatives.length === 0 && <p className="m-0">{t("detail.noAlternatives")}</p>}
              <ul className="list-none m-0 p-0 grid gap-3">
                {alternatives.page.alternatives.map(({ transport: flight, priceDifference, selected }) => (
                  <li key={flight.id} className="card p-3 grid gap-2 md:grid-cols-[1fr_200px] items-center" data-alternative-id={flight.id}>
                    <div className="grid gap-2 min-w-0">
                      {flight.legs.map((leg) => (
                        <FlightLeg key={leg.id} leg={flightCardLegOf(leg)} title={t(leg.direction === "OUTBOUND" ? "flights.card.outbound" : "flights.card.inbound")} />
                      ))}
                    </div>
                    <div className="grid gap-1 text-right">
                      <p className="m-0 font-700" data-price-difference={priceDifference.amount}>
                        {priceDifference.amount === 0 ? t("detail.samePrice") : t(priceDifference.amount > 0 ? "detail.moreExpensive" : "detail.cheaper", { price: money(priceDifference.amount) })}
                      </p>
                      {selected ? (
                        <p className="m-0 text-sm font-700 text-[#3d7a00]">✓ {t("detail.selected")}</p>
                      ) : (
                        <DetailActionButton
                          intent="change-flight"
                          fields={{ pricingId: pricing.id, transportId: flight.id }}
                          label={t("detail.chooseFlight")}
                          busyLabel={t("detail.changing")}
                          failure={t("detail.changeFailed")}
                          className="btn-secondary w-full"
                        />
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : (
          <p className="m-0 pt-3">{t(alternatives.kind === "failed" ? "detail.alternativesFailed" : "detail.noAlternatives")}</p>
        )}
      </details>
    </section>
  );
}
