import { useId } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { RESULTS_PARAMS, sortParamOf, type ResultsQuery } from "../../../shared/search/results-query";
import { useT } from "../../state/i18n";
import { carriedFields } from "./results-url";

/** The hotel orders offered, as `sort` parameter values (a leading minus: highest first). */
const HOTEL_SORT_OPTIONS = ["RECOMMENDED", "PRICE", "-PRICE", "-STARS", "-RATING", "DISTANCE"] as const;

/**
 * The order of the results as a GET form (a select that applies on change with JavaScript, with a
 * button without), and the disclosure of how "recommended" ranks (EU Omnibus: the main ranking
 * parameters must be disclosed).
 */
export function ResultsSortForm({
  results,
  searchId,
  onSorted,
  options = HOTEL_SORT_OPTIONS,
  textPrefix = "results.sort",
}: {
  results: ResultsQuery;
  searchId: string | null;
  onSorted?: (sort: string) => void;
  /** The `sort` values offered; hotels' by default. */
  options?: readonly string[];
  /** Where each option's label and the ranking disclosure live (`{prefix}.{option}`, `{prefix}.howText`). */
  textPrefix?: string;
}) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const submit = useSubmit();
  const current = sortParamOf(results.sort);
  const carried = carriedFields(location.search, [RESULTS_PARAMS.sort], searchId);

  return (
    <div className="grid gap-1 justify-items-start md:justify-items-end">
      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        onChange={(event) => {
          onSorted?.((event.target as unknown as HTMLSelectElement).value);
          submit(event.currentTarget, { preventScrollReset: true });
        }}
        className="flex flex-wrap items-center gap-2"
      >
        {carried.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={id} className="text-sm font-600 text-ink-soft whitespace-nowrap">
          {t("results.sort.label")}
        </label>
        <select id={id} name={RESULTS_PARAMS.sort} defaultValue={current} key={current} className="field h-[40px] !w-auto max-w-[240px] pr-8">
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`${textPrefix}.${option}`)}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="btn-secondary h-[40px]">
            {t("results.sort.apply")}
          </button>
        </noscript>
      </Form>
      <details className="text-sm max-w-[420px]">
        <summary className="cursor-pointer min-h-[24px] inline-flex items-center text-ink underline underline-offset-2">{t("results.sort.howTitle")}</summary>
        <p className="mt-1 mb-0 text-ink-soft text-left">{t(`${textPrefix}.howText`)}</p>
      </details>
    </div>
  );
}
