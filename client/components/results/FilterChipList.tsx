import { Link } from "react-router";
import { useT } from "../../state/i18n";

interface FilterChipLink {
  key: string;
  label: string;
  /** The results without this filter. */
  href: string;
}

/** Applied filters as removable chips, with "clear all": links, so they work without JavaScript. */
export function FilterChipList({ chips, clearHref }: { chips: readonly FilterChipLink[]; clearHref: string }) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <nav aria-label={t("results.filters.applied")} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={chip.href}
          preventScrollReset
          aria-label={t("results.filters.remove", { label: chip.label })}
          className="inline-flex items-center gap-1.5 min-h-[32px] rounded-full bg-brand-soft text-ink no-underline px-3 text-sm font-600 border border-solid border-brand/30 hover:border-brand"
        >
          {chip.label} <span aria-hidden="true">✕</span>
        </Link>
      ))}
      <Link to={clearHref} preventScrollReset className="text-ink underline underline-offset-2 text-sm font-600 min-h-[32px] inline-flex items-center px-1">
        {t("results.filters.clearAll")}
      </Link>
    </nav>
  );
}
