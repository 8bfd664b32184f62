import { useAtomValue } from "jotai";
import { lazy, Suspense, useId, useState } from "react";
import { MAX_ADULTS, MAX_CHILDREN } from "../../../shared/search-query";
import { plural } from "../../i18n/plural";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { Chevron } from "./Chevron";
import { useHydrated } from "./use-hydrated";
import { usePopoverDetails } from "./use-popover-details";

const TravellersPanel = lazy(() => import("./TravellersPanel"));
const loadPanel = () => void import("./TravellersPanel");

/**
 * Who travels: 1–9 adults and up to 6 children, each with an age 0–17 (SPEC §2's `adults` and
 * `childrenAges`). A popover on a native disclosure (details). Once hydrated it holds − / +
 * steppers and an age select per child (TravellersPanel, loaded when first wanted), and hidden
 * inputs with the values as SPEC §2 writes them (`childrenAges=4-9`); Escape or "Done" closes it
 * and returns focus to its summary. Before hydration and without JavaScript it holds plain
 * fields (an adults select, six age fields left empty for no child), which submit `childrenAges`
 * repeated; the query parser reads both forms.
 */
export function TravellersField({ initialAdults, initialChildrenAges, className = "" }: { initialAdults: number; initialChildrenAges: number[]; className?: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const hydrated = useHydrated();
  const id = useId();
  const [adults, setAdults] = useState(Math.min(Math.max(initialAdults, 1), MAX_ADULTS));
  const [ages, setAges] = useState<(number | null)[]>(initialChildrenAges.slice(0, MAX_CHILDREN));
  const [wanted, setWanted] = useState(false);
  const { details, summary, close, onKeyDown, onBlur } = usePopoverDetails();
  const childCount = ages.length;
  const text = [plural(t, language, "results.card.adults", adults), childCount ? plural(t, language, "results.card.children", childCount) : null].filter(Boolean).join(", ");
  // "2 adults, 2 children" does not fit a narrow field: it shows the party's size and says the rest.
  const shortText = childCount ? plural(t, language, "landing.search.travellersCount", adults + childCount) : text;
  const agesComplete = ages.every((age) => age !== null);

  return (
    <div className={`field-label relative ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <span id={`${id}-label`}>{t("landing.search.adults")}</span>
      <details ref={details} className="min-w-0" onToggle={(event) => event.currentTarget.open && setWanted(true)}>
        <summary
          ref={summary}
          aria-describedby={`${id}-label`}
          onFocus={loadPanel}
          onPointerEnter={loadPanel}
          className="field h-[52px] flex items-center justify-between gap-2 cursor-pointer list-none [&::-webkit-details-marker]:hidden"
        >
          <span className="truncate min-w-0" aria-hidden={childCount ? true : undefined} title={text}>
            {shortText}
          </span>
          {childCount > 0 && <span className="sr-only">{text}</span>}
          <Chevron />
        </summary>
        <div className="md:absolute z-30 top-full left-0 right-0 md:left-auto md:w-[320px] mt-1 card p-4 grid gap-3 text-[15px] font-400 text-ink">
          {hydrated ? (
            // Mounted once wanted, then kept: its age selects must stay to be checked on submit.
            (wanted || childCount > 0) && (
              <Suspense fallback={null}>
                <TravellersPanel
                  adults={adults}
                  ages={ages}
                  maxAdults={MAX_ADULTS}
                  maxChildren={MAX_CHILDREN}
                  onAdults={setAdults}
                  onAges={setAges}
                  onDone={() => close()}
                  onInvalidAge={() => {
                    if (details.current) details.current.open = true;
                  }}
                />
              </Suspense>
            )
          ) : (
            <>
              <label className="field-label">
                {t("landing.search.adultsLabel")}
                <select name="adults" className="field" defaultValue={adults}>
                  {Array.from({ length: MAX_ADULTS }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {plural(t, language, "results.card.adults", n)}
                    </option>
                  ))}
                </select>
              </label>
              {/* Six number fields rather than six 19-option selects: the same `childrenAges`
                  (an empty one is ignored) in a tenth of the HTML, on every page with the form. */}
              {Array.from({ length: MAX_CHILDREN }, (_, i) => ages[i] ?? null).map((age, index) => (
                <label key={index} className="field-label">
                  {t("landing.search.childAge", { number: index + 1 })}
                  <input type="number" name="childrenAges" min={0} max={17} inputMode="numeric" className="field" defaultValue={age ?? undefined} />
                </label>
              ))}
            </>
          )}
        </div>
      </details>
      {hydrated && <input type="hidden" name="adults" value={adults} />}
      {hydrated && agesComplete && childCount > 0 && <input type="hidden" name="childrenAges" value={ages.join("-")} />}
    </div>
  );
}
