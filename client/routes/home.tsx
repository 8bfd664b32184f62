import { useAtomValue } from "jotai";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { landingContentOf } from "../../shared/brand-config/page-brand";
import { productOfParam } from "../../shared/product-rules";
import { DestinationProposals } from "../components/landing/DestinationProposals";
import { Hero } from "../components/landing/Hero";
import { OfferStrip } from "../components/landing/OfferStrip";
import { ProductExplanation } from "../components/landing/ProductExplanation";
import { PromoBanners } from "../components/landing/PromoBanners";
import { brandTextKeys, textsFor, SEARCH_FORM_NAMESPACES } from "../i18n/dictionaries.server";
import { productTypesAtom } from "../state/brand";
import type { Route } from "./+types/home";

/** The landing's own texts: the search form's and the brand's promotions. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    texts: textsFor(context.brand.language, [...SEARCH_FORM_NAMESPACES, "landing", "promo"], brandTextKeys(context.brand)),
    landing: landingContentOf(context.brand),
  };
}

/** Switching the product tab (`?product=`) changes nothing the loader sends. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** The travel search landing page: hero and search, offers, explanation, promos, destinations. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { landing } = loaderData;
  const products = useAtomValue(productTypesAtom);
  const [params] = useSearchParams();
  // An unknown or unsold ?product= shows the brand's first product.
  const product = productOfParam(params.get("product"), products) ?? products[0];
  return (
    <>
      {product && <Hero product={product} content={landing.landingContent} />}
      <OfferStrip offers={landing.offers} />
      <ProductExplanation explanation={landing.landingContent.productExplanation} />
      <PromoBanners campaign={landing.promoCampaign} />
      <DestinationProposals proposals={landing.destinationProposals} />
    </>
  );
}
