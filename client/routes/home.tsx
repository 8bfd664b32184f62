import { useAtomValue } from "jotai";
import { useSearchParams } from "react-router";
import { isProductType } from "../../shared/product-type";
import { DestinationProposals } from "../components/landing/DestinationProposals";
import { Hero } from "../components/landing/Hero";
import { OfferStrip } from "../components/landing/OfferStrip";
import { ProductExplanation } from "../components/landing/ProductExplanation";
import { PromoBanners } from "../components/landing/PromoBanners";
import { productTypesAtom } from "../state/brand";

/** The travel search landing page: hero and search, offers, explanation, promos, destinations. */
export default function Home() {
  const products = useAtomValue(productTypesAtom);
  const [params] = useSearchParams();
  const wanted = params.get("product");
  const product = isProductType(wanted) && products.includes(wanted) ? wanted : products[0];
  return (
    <>
      {product && <Hero product={product} />}
      <OfferStrip />
      <ProductExplanation />
      <PromoBanners />
      <DestinationProposals />
    </>
  );
}
