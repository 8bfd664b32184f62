import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { Await, useLocation } from "react-router";
import type { AccommodationStaticData } from "../../../shared/api/shopping/accommodation";
import { formatMoney } from "../../../shared/money";
import { hotelJsonLd } from "../../../shared/structured-data/hotel";
import type { PricingState } from "../../detail/pricing-poll";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { JsonLd } from "./JsonLd";

/**
 * A hotel's page as schema.org `Hotel`, written once its facts and its price have both settled
 * (crawlers get the whole document, so they see it; shoppers get it at the end of the stream).
 * An unconfirmed price leaves the price range out rather than guessing it.
 */
export function HotelJsonLd({ facts, pricing }: { facts: AccommodationStaticData; pricing: Promise<PricingState> }) {
  return (
    <Suspense fallback={null}>
      <Await resolve={pricing}>{(state: PricingState) => <HotelJsonLdWithPrice facts={facts} pricing={state} />}</Await>
    </Suspense>
  );
}

function HotelJsonLdWithPrice({ facts, pricing }: { facts: AccommodationStaticData; pricing: PricingState }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { pathname, search } = useLocation();
  const perNight = pricing.kind === "priced" ? pricing.pricing.price.perNight : null;
  const priceRange = perNight ? t("detail.structuredData.priceRange", { price: formatMoney(perNight.amount, perNight.currency, language) }) : null;
  return <JsonLd data={hotelJsonLd({ facts, url: `${pathname}${search}`, priceRange })} />;
}
