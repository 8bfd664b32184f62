import { useId, type ReactNode } from "react";
import type { FacetSummary } from "../../../shared/api/shopping/common";

/** The building blocks of the filter panels (hotels and flights): groups, options and counts. */

/** Counts per value of a facet summary, to show beside each option. */
export function countsOf(facets: readonly FacetSummary[], name: string): Map<string, number> {
  const summary = facets.find((facet) => facet.name === name);
  return new Map(summary && "values" in summary ? summary.values.map(({ value, count }) => [value, count]) : []);
}

/** A disclosure group of options (native details: keyboard and screen readers for free). */
export function Group({ title, closed = false, children }: { title: string; closed?: boolean; children: ReactNode }) {
  return (
    <details open={!closed} className="border-b border-b-solid border-line py-2 group">
      <summary className="cursor-pointer list-none flex items-center justify-between min-h-[40px] font-700 text-[15px] [&::-webkit-details-marker]:hidden">
        {title}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ⌄
        </span>
      </summary>
      <fieldset className="border-0 m-0 p-0 grid gap-0.5 pb-1">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

export function Option({ type, name, value, checked, label, count }: { type: "checkbox" | "radio"; name: string; value: string; checked: boolean; label: string; count?: number | undefined }) {
  const id = useId();
  const empty = count === 0 && !checked;
  return (
    <label htmlFor={id} className={`flex items-center gap-3 min-h-[36px] text-[15px] cursor-pointer ${empty ? "text-ink-faint" : ""}`}>
      <input id={id} type={type} name={name} value={value} defaultChecked={checked} className="w-5 h-5 m-0 accent-[var(--brand-primary)]" />
      <span className="flex-1">{label}</span>
      {count !== undefined && <span className="text-[13px] text-ink-soft tabular-nums">{count}</span>}
    </label>
  );
}
