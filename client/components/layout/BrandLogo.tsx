import { useAtomValue } from "jotai";
import { BREAKPOINTS } from "../../../shared/constants";
import { brandAtom } from "../../state/brand";

/** The primary logo, swapped for the compact mobile logo on phones when the brand has one. */
export function BrandLogo({ className }: { className?: string }) {
  const brand = useAtomValue(brandAtom);
  if (!brand) return null;
  const { primaryLogo, primaryMobileLogo } = brand.theme;
  const name = brand.brand.brandName;
  if (!primaryLogo) return <span className="text-xl font-800 text-brand-ink">{name}</span>;
  return (
    <picture>
      {primaryMobileLogo && (
        <source media={`(max-width: ${BREAKPOINTS.mobile - 1}px)`} srcSet={primaryMobileLogo} />
      )}
      <img src={primaryLogo} alt={name} className={className} height={40} width={180} />
    </picture>
  );
}
