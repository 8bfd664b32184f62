import { lazy, Suspense } from "react";
import { Await, Link } from "react-router";
import type { HotelDetailView } from "../../detail/hotel-detail-client-loader";
import type { PricingState } from "../../detail/pricing-poll";
import { useT } from "../../state/i18n";
import { ResultsMessage } from "../results/ResultsStates";
import { AccommodationDetails, AccommodationHeader } from "./AccommodationFacts";
import { PriceBox } from "./PriceBox";
import { SearchWaiting } from "../results/ResultsStates";
import { SaveToggleSlot } from "../../saved-stays/SaveToggleSlot";

// Chunks of their own, off the way from a tap on a hotel to its facts (a tap fetches the page's
// code on intent, and every file more is a round trip more on a phone): the flights of a package
// (DP, HGH), which a hotel's page (H) never shows, and the structured data written at the end of
// the page once its price has settled.
const PackageFlights = lazy(() => import("./PackageFlights").then((module) => ({ default: module.PackageFlights })));
const HotelJsonLd = lazy(() => import("../seo/HotelJsonLd").then((module) => ({ default: module.HotelJsonLd })));

type Data = HotelDetailView;

/**
 * A hotel's page: its facts and photos as soon as they arrive, its confirmed price beside them
 * (sticky on wide screens), and for a package the flight in the price and the others it could take.
 */
export function HotelDetailScreen({ data }: { data: Data }) {
  const t = useT();
  if (!data.ids || !data.facts || !data.pricing) {
    return (
      <div className="container-page py-8" data-page="hotel-detail-missing">
        <ResultsMessage page="hotel-detail-missing" title={t("detail.missing.title")} subtitle={t("detail.missing.subtitle")} />
      </div>
    );
  }
  const party = { adults: data.query.adults, children: data.query.childrenAges.length };
  return (
    <div className="container-page py-5 md:py-7 grid gap-5" data-page="hotel-detail">
      <Link to={data.resultsHref} className="text-ink underline underline-offset-2 text-sm font-600 justify-self-start min-h-[32px] inline-flex items-center">
        ← {t("detail.backToResults")}
      </Link>
      {/* Phones: the hotel, its price, then the rest; wide screens: the price beside it all. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:grid-rows-[auto_1fr] items-start">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Suspense fallback={<FactsSkeleton />}>
            <Await resolve={data.facts}>
              {(facts) =>
                facts.kind === "facts" ? (
                  <AccommodationHeader
                    facts={facts.facts}
                    promotions={facts.promotions}
                    saveToggle={<SaveToggleSlot size="detail" source={{ kind: "detail", facts: facts.facts, pricing: data.pricing!, search: { product: data.ids!.product, query: data.query } }} />}
                  />
                ) : (
                  <p className="m-0 card p-4">{t("detail.factsFailed")}</p>
                )
              }
            </Await>
          </Suspense>
        </div>
        <div className="grid gap-4 lg:col-start-2 lg:row-start-1 lg:row-span-2 lg:sticky lg:top-4">
          <Suspense fallback={<PricingSkeleton budgetMs={data.searchBudgetMs} />}>
            <Await resolve={data.pricing}>{(pricing: PricingState) => <PriceBox state={pricing} party={party} resultsHref={data.resultsHref} />}</Await>
          </Suspense>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <Suspense fallback={null}>
            <Await resolve={data.facts}>{(facts) => (facts.kind === "facts" ? <AccommodationDetails facts={facts.facts} /> : null)}</Await>
          </Suspense>
        </div>
      </div>
      {/* Structured data for search engines, once the facts and the price have both settled. */}
      <Suspense fallback={null}>
        <Await resolve={data.facts}>{(facts) => (facts.kind === "facts" ? <HotelJsonLd facts={facts.facts} pricing={data.pricing!} /> : null)}</Await>
      </Suspense>
      {data.packageFlights && data.filters && (
        <Suspense fallback={null}>
          <Await resolve={data.packageFlights}>
            {({ pricing, alternatives }) => (pricing.kind === "priced" ? <PackageFlights pricing={pricing.pricing} alternatives={alternatives} filters={data.filters!} /> : null)}
          </Await>
        </Suspense>
      )}
    </div>
  );
}

function FactsSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true" data-testid="facts-skeleton">
      <div className="h-8 w-2/3 rounded bg-line/70" />
      <div className="aspect-[16/10] rounded-lg bg-line/60 animate-pulse" />
    </div>
  );
}

/** While the hotel confirms the price: slow is not failed, so the box says it may take a minute. */
function PricingSkeleton({ budgetMs }: { budgetMs: number }) {
  const t = useT();
  return (
    <div className="card p-4 grid gap-2" aria-busy="true" data-testid="pricing-skeleton">
      <SearchWaiting budgetMs={budgetMs} title={t("detail.confirming")} detail={t("detail.confirmingPatience")} label={t("detail.confirmingProgress")} />
      <div className="h-8 w-1/2 justify-self-end rounded bg-line/70 animate-pulse" />
      <div className="h-11 rounded bg-line/60" />
    </div>
  );
}
