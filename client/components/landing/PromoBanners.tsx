import { Link } from "react-router";
import type { BrandConfig, PromoBanner } from "../../../shared/brand-config/types";
import { useT } from "../../state/i18n";

/** The promo campaign's banners (dp, h, f), their words coming from the brand's translation keys. */
export function PromoBanners({ campaign }: { campaign: BrandConfig["promoCampaign"] }) {
  const t = useT();
  const banners = (["dp", "h", "f"] as const)
    .map((kind) => ({ kind, banner: campaign[kind] }))
    .filter((entry): entry is { kind: "dp" | "h" | "f"; banner: PromoBanner } => entry.banner !== null && Boolean(t(entry.banner.titleKey)));
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="promos-title" className="container-page py-6">
      <h2 id="promos-title" className="sr-only">
        {t("landing.promos.title")}
      </h2>
      <ul className={`list-none m-0 p-0 grid gap-4 ${banners.length > 1 ? "md:grid-cols-2 lg:grid-cols-3" : ""}`}>
        {banners.map(({ kind, banner }) => (
          <li key={kind} className="card overflow-hidden grid grid-rows-[auto_1fr]">
            <div className="h-2 bg-brand" aria-hidden="true" />
            <div className="p-5 grid gap-2 content-start">
              <h3 className="text-lg font-800 text-ink">{t(banner.titleKey)}</h3>
              {banner.subtitleKey && <p className="text-sm text-ink-soft">{t(banner.subtitleKey)}</p>}
              {banner.ctaUrl && banner.ctaKey && (
                <Link to={banner.ctaUrl} className="btn-secondary no-underline justify-self-start mt-2">
                  {t(banner.ctaKey)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
