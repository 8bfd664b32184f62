import type { LandingContentOf } from "../../../shared/brand-config/types";
import { OfferStrip } from "./OfferStrip";
import { ProductExplanation } from "./ProductExplanation";
import { PromoBanners } from "./PromoBanners";

/**
 * The landing's sections between the hero and the destinations: the brand's standing offers, what
 * it sells and why book here, its campaign's banners. Static content, all of it below the search
 * form on a phone: the browser hydrates it once its code has arrived, after the hero and the form
 * (see routes/home.tsx), and shows the server's HTML meanwhile.
 */
export default function LandingSections({ landing }: { landing: LandingContentOf }) {
  return (
    <>
      <OfferStrip offers={landing.offers} />
      <ProductExplanation explanation={landing.landingContent.productExplanation} />
      <PromoBanners campaign={landing.promoCampaign} />
    </>
  );
}
