import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { MAX_ADULTS, MAX_CHILDREN } from "../../../shared/search-query";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { plural } from "../results/format";
import { Stepper } from "./Stepper";
import { Chevron } from "./Chevron";
import { useHydrated } from "./use-hydrated";
import { usePopoverDetails } from "./use-popover-details";

const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);

/**
 * Who travels: 1–9 adults and up to 6 children, each with an age 0–17 (SPEC §2's `adults` and
 * `childrenAges`). A popover on a native disclosure (details): once hydrated it holds − / + steppers
 * for adults and children, an age select per child, and hidden inputs with the values as SPEC §2
 * writes them (`childrenAges=4-9`); Escape or "Done" closes it and returns focus to its summary.
 * Before hydration and without JavaScript it holds plain selects (all six age selects, "—" for
 * none), which submit `childrenAges` repeated; the query parser reads both forms.
 */
export function TravellersField({ initialAdults, initialChildrenAges, className = "" }: { initialAdults: number; initialChildrenAges: number[]; className?: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const hydrated = useHydrated();
  const id = useId();
  const [adults, setAdults] = useState(Math.min(Math.max(initialAdults, 1), MAX_ADULTS));
  const [ages, setAges] = useState<(number | null)[]>(initialChildrenAges.slice(0, MAX_CHILDREN));
  const { details, summary, close, onKeyDown, onBlur } = usePopoverDetails();
  const childCount = ages.length;
  const text = [plural(t, language, "results.card.adults", adults), childCount ? plural(t, language, "results.card.children", childCount) : null].filter(Boolean).join(", ");
  // "2 adults, 2 children" does not fit a narrow field: it shows the party's size and says the rest.
  const shortText = childCount ? plural(t, language, "landing.search.travellersCount", adults + childCount) : text;
  const visibleAges = hydrated ? ages : Array.from({ length: MAX_CHILDREN }, (_, i) => ages[i] ?? null);
  const agesComplete = ages.every((age) => age !== null);

  const setChildren = (count: number) => setAges((current) => Array.from({ length: count }, (_, i) => current[i] ?? null));
  const fieldLabel = "grid gap-1 font-600 text-[13px] text-ink-soft";

  return (
    <div className={`grid gap-1 min-w-0 text-[13px] font-600 text-ink-soft relative ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <span id={`${id}-label`}>{t("landing.search.adults")}</span>
      <details ref={details} className="min-w-0">
        <summary ref={summary} aria-describedby={`${id}-label`} className="field h-[52px] flex items-center justify-between gap-2 cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          <span className="truncate min-w-0" aria-hidden={childCount ? true : undefined} title={text}>
            {shortText}
          </span>
          {childCount > 0 && <span className="sr-only">{text}</span>}
          <Chevron />
        </summary>
        <div className="md:absolute z-30 top-full left-0 right-0 md:left-auto md:w-[320px] mt-1 card p-4 grid gap-3 text-[15px] font-400 text-ink">
          {hydrated ? (
            <>
              <Stepper
                label={t("landing.search.adultsLabel")}
                value={adults}
                min={1}
                max={MAX_ADULTS}
                onChange={setAdults}
                valueText={plural(t, language, "results.card.adults", adults)}
                decreaseLabel={t("landing.search.removeAdult")}
                increaseLabel={t("landing.search.addAdult")}
              />
              <Stepper
                label={t("landing.search.childrenLabel")}
                value={childCount}
                min={0}
                max={MAX_CHILDREN}
                onChange={setChildren}
                valueText={childCount ? plural(t, language, "results.card.children", childCount) : t("landing.search.noChildren")}
                decreaseLabel={t("landing.search.removeChild")}
                increaseLabel={t("landing.search.addChild")}
              />
              <input type="hidden" name="adults" value={adults} />
              {agesComplete && childCount > 0 && <input type="hidden" name="childrenAges" value={ages.join("-")} />}
            </>
          ) : (
            <label className={fieldLabel}>
              {t("landing.search.adultsLabel")}
              <select name="adults" className="field" defaultValue={adults}>
                {Array.from({ length: MAX_ADULTS }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {plural(t, language, "results.card.adults", n)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {visibleAges.map((age, index) => (
            <label key={index} className={fieldLabel}>
              {t("landing.search.childAge", { number: index + 1 })}
              <select
                // Once hydrated the hidden input carries the ages, dash-separated.
                name={hydrated ? undefined : "childrenAges"}
                className="field"
                required={hydrated}
                value={age ?? ""}
                // The browser cannot point at a field in a closed panel: open it first.
                onInvalid={() => {
                  if (details.current) details.current.open = true;
                }}
                onChange={(event) => {
                  const value = event.target.value === "" ? null : Number(event.target.value);
                  setAges((current) => current.map((a, i) => (i === index ? value : a)));
                }}
              >
                <option value="">{t("landing.search.childAgeChoose")}</option>
                {CHILD_AGES.map((years) => (
                  <option key={years} value={years}>
                    {t("landing.search.years", { count: years })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {hydrated && (
            <button type="button" className="btn-secondary justify-self-end" onClick={() => close()}>
              {t("landing.search.done")}
            </button>
          )}
        </div>
      </details>
    </div>
  );
}
