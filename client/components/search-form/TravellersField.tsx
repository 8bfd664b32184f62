import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { MAX_ADULTS, MAX_CHILDREN } from "../../../shared/search-query";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { plural } from "../results/format";
import { useHydrated } from "./use-hydrated";

const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);

/**
 * Who travels: 1–9 adults and up to 6 children, each with an age 0–17 (SPEC §2's `adults` and
 * `childrenAges`). A native disclosure (details) holding plain selects, so it works without
 * JavaScript (all six age selects, "—" for none); with it, only as many ages as children, and
 * Escape closes the panel and returns focus to its summary.
 */
export function TravellersField({ initialAdults, initialChildrenAges, className = "" }: { initialAdults: number; initialChildrenAges: number[]; className?: string }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const hydrated = useHydrated();
  const [adults, setAdults] = useState(initialAdults);
  const [ages, setAges] = useState<(number | null)[]>(initialChildrenAges.slice(0, MAX_CHILDREN));
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const childCount = ages.length;
  const text = [plural(t, language, "results.card.adults", adults), childCount ? plural(t, language, "results.card.children", childCount) : null].filter(Boolean).join(", ");
  const visibleAges = hydrated ? ages : Array.from({ length: MAX_CHILDREN }, (_, i) => ages[i] ?? null);

  // A click anywhere else closes the panel, as a popover should.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && details.current?.open) {
      event.preventDefault();
      details.current.open = false;
      summary.current?.focus();
    }
  };

  return (
    <div className={`grid gap-1 min-w-0 text-[13px] font-600 text-ink-soft relative ${className}`} onKeyDown={onKeyDown}>
      <span id="travellers-label">{t("landing.search.adults")}</span>
      <details ref={details} className="group">
        <summary ref={summary} aria-describedby="travellers-label" className="field h-[52px] flex items-center justify-between gap-2 cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          <span className="truncate">{text}</span>
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">⌄</span>
        </summary>
        <div className="md:absolute z-30 top-full left-0 right-0 md:left-auto md:w-[300px] mt-1 card p-4 grid gap-3 text-[15px] font-400 text-ink">
          <label className="grid gap-1 font-600 text-[13px] text-ink-soft">
            {t("landing.search.adultsLabel")}
            <select name="adults" className="field" value={adults} onChange={(event) => setAdults(Number(event.target.value))}>
              {Array.from({ length: MAX_ADULTS }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {plural(t, language, "results.card.adults", n)}
                </option>
              ))}
            </select>
          </label>
          {hydrated && (
            <label className="grid gap-1 font-600 text-[13px] text-ink-soft">
              {t("landing.search.childrenLabel")}
              <select
                className="field"
                value={childCount}
                onChange={(event) => {
                  const count = Number(event.target.value);
                  setAges((current) => Array.from({ length: count }, (_, i) => current[i] ?? null));
                }}
              >
                {Array.from({ length: MAX_CHILDREN + 1 }, (_, n) => n).map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? t("landing.search.noChildren") : plural(t, language, "results.card.children", n)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {visibleAges.map((age, index) => (
            <label key={index} className="grid gap-1 font-600 text-[13px] text-ink-soft">
              {t("landing.search.childAge", { number: index + 1 })}
              <select
                name="childrenAges"
                className="field"
                required={hydrated}
                value={age ?? ""}
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
        </div>
      </details>
    </div>
  );
}
