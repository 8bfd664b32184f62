import { useId } from "react";
import { useT } from "../../state/i18n";
import { useHydrated } from "./use-hydrated";

/**
 * Return or one way, for flights. The choice is not a parameter of its own: a one-way search is
 * one with no return date. So the radios submit nothing; they switch the date field between a
 * range and a single date. Before hydration (and without JavaScript) they are not shown: the plain
 * date inputs take an optional return date.
 */
export function TripTypeField({ oneWay, onChange, className = "" }: { oneWay: boolean; onChange: (oneWay: boolean) => void; className?: string }) {
  const t = useT();
  const hydrated = useHydrated();
  // A named group (arrow keys move between the two) owned by no form: `form` names no form element.
  const name = `trip-type-${useId()}`;
  if (!hydrated) return null;
  const option = (value: boolean, label: string) => (
    <label className="inline-flex items-center gap-2 min-h-[32px] cursor-pointer text-[15px] font-600">
      <input type="radio" name={name} form={`${name}-unsubmitted`} checked={oneWay === value} onChange={() => onChange(value)} className="w-5 h-5 m-0 accent-[var(--brand-primary)]" />
      {label}
    </label>
  );
  return (
    <fieldset className={`border-0 m-0 p-0 flex flex-wrap gap-x-5 gap-y-1 ${className}`}>
      <legend className="sr-only">{t("landing.search.tripType")}</legend>
      {option(false, t("landing.search.returnTrip"))}
      {option(true, t("landing.search.oneWay"))}
    </fieldset>
  );
}
