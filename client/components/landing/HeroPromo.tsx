import type { LandingContent } from "../../../shared/brand-config/types";

/**
 * The brand's campaign visual under the hero: its phone image, and its desktop image from the
 * tablet width on. The CMS gives URLs, not sizes, so the box has the campaign formats' own shape
 * (3:2 on phones, 4:1 wider) and the image covers it: nothing moves when it arrives. Its words,
 * if any, are the campaign's; the image itself is decoration (empty alt).
 */
export function HeroPromo({ hero }: { hero: LandingContent["hero"] }) {
  const { promoImageMobile: mobile, promoImageDesktop: desktop } = hero;
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  return (
    <div className="container-page pt-6" data-testid="hero-promo">
      <picture>
        {desktop && <source media="(min-width: 768px)" srcSet={desktop} />}
        <img src={fallback} alt="" loading="lazy" decoding="async" className="block w-full aspect-[3/2] md:aspect-[4/1] object-cover rounded-lg bg-brand-soft" />
      </picture>
    </div>
  );
}
