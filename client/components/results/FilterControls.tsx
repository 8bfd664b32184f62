import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import type { FacetSummary } from "../../../shared/api/shopping/common";
import { useT } from "../../state/i18n";
import { carriedFields } from "./results-url";

/** The building blocks of the filter panels (hotels and flights): groups, options and counts. */

/** Counts per value of a facet summary, to show beside each option. */
export function countsOf(facets: readonly FacetSummary[], name: string): Map<string, number> {
  const summary = facets.find((facet) => facet.name === name);
  return new Map(summary && "values" in summary ? summary.values.map(({ value, count }) => [value, count]) : []);
}

/** The numeric range a facet summary reports, or null. */
export function rangeOf(facets: readonly FacetSummary[], name: string): { from: number; to: number } | null {
  const summary = facets.find((facet) => facet.name === name);
  if (!summary || !("range" in summary) || typeof summary.range.from !== "number" || typeof summary.range.to !== "number") return null;
  return { from: summary.range.from, to: summary.range.to };
}

/** Up to three round limits strictly inside a range, smallest first (price cuts, durations). */
export function stepsWithin(range: { from: number; to: number } | null, unit: number): number[] {
  if (!range) return [];
  const round = (value: number) => Math.ceil(value / unit) * unit;
  return [...new Set([0.25, 0.5, 0.75].map((share) => round(range.from + (range.to - range.from) * share)))].filter((step) => step > range.from && step < range.to);
}

/**
 * A filter panel's form: a GET form on the results' own path, so it works without JavaScript
 * (a submit button then applies); with it, every change is reported (`onApplied`) and applied at
 * once (`apply`). The search's other parameters ride along as hidden fields. Inputs are
 * uncontrolled (the form works before hydration); when the URL changes another way (a chip
 * removed, Back) they are set from `filters` with `isChosen`, without remounting and losing focus.
 */
export function FilterForm<F>({
  filters,
  isChosen,
  params,
  searchId,
  onApplied,
  apply,
  children,
}: {
  filters: F;
  isChosen: (filters: F, name: string, value: string) => boolean;
  /** The filter parameters this form writes (not carried as hidden fields). */
  params: readonly string[];
  searchId: string | null;
  onApplied?: ((name: string, value: string) => void) | undefined;
  apply: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const t = useT();
  const location = useLocation();
  const carried = carriedFields(location.search, params, searchId);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]") ?? []) {
      input.checked = isChosen(filters, input.name, input.value);
    }
  }, [filters, isChosen]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    onApplied?.(input.name, input.type === "checkbox" && !input.checked ? "" : input.value);
    apply(event.currentTarget);
  };

  return (
    <Form ref={formRef} method="get" action={location.pathname} onChange={onChange} preventScrollReset aria-label={t("results.filters.title")} className="grid gap-1">
      {carried.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
      {/* Without JavaScript nothing applies on change: this button does. */}
      <noscript>
        <button type="submit" className="btn-primary w-full mt-3">
          {t("results.filters.apply")}
        </button>
      </noscript>
    </Form>
  );
}

/**
 * A disclosure group of options (native details: keyboard and screen readers for free). The
 * group's name is an attribute rather than a hidden legend, and the summary's chevron is drawn by
 * its own class (base.css): bytes a results page repeats for every group.
 */
export function Group({ title, closed = false, children }: { title: string; closed?: boolean; children: ReactNode }) {
  return (
    <details open={!closed} className=":uno-filter-group: border-b border-b-solid border-line py-2 group">
      <summary className=":uno-filter-summary: cursor-pointer list-none flex items-center justify-between min-h-[40px] font-700 text-[15px] [&::-webkit-details-marker]:hidden">
        {title}
      </summary>
      <fieldset aria-label={title} className=":uno-filter-options: border-0 m-0 p-0 grid gap-0.5 pb-1">
        {children}
      </fieldset>
    </details>
  );
}

/**
 * One choice of a group. The label wraps its input (no ids to match) and styles its input and
 * count itself (one compiled class): a hotel page has some forty of these.
 */
export function Option({ type, name, value, checked, label, count }: { type: "checkbox" | "radio"; name: string; value: string; checked: boolean; label: string; count?: number | undefined }) {
  const empty = count === 0 && !checked;
  return (
    <label
      className={
        ":uno-filter-option: flex items-center gap-3 min-h-[36px] text-[15px] cursor-pointer [&>input]:w-5 [&>input]:h-5 [&>input]:m-0 [&>input]:shrink-0 [&>input]:accent-[var(--brand-primary)] [&>span]:ml-auto [&>span]:text-[13px] [&>span]:text-ink-soft [&>span]:tabular-nums" +
        (empty ? " text-ink-faint" : "")
      }
    >
      <input type={type} name={name} value={value} defaultChecked={checked} />
      {label}
      {count !== undefined && <span>{count}</span>}
    </label>
  );
}
