import { ALL_MEAL_PLANS, MEAL_PLANS } from "../../../shared/api/shopping/hotel-search-constants";
import type { SearchQuery } from "../../../shared/search-query";
import { useT } from "../../state/i18n";
import { useState } from "react";
import { Chevron } from "./Chevron";
import { useHydrated } from "./use-hydrated";
import { usePopoverDetails } from "./use-popover-details";

const option = "check-option";
const checkbox = "check-box";

/**
 * Free cancellation and meal plans: they narrow a hotel-side search's results (SPEC §2, §5).
 * "Any meal plan" (ALL_MEAL_PLANS) means no restriction, so it clears the others and sends
 * nothing. Once hydrated the chosen plans go in one hidden input, dash-separated as SPEC §2
 * writes them; without JavaScript each checkbox submits itself and the parser reads both.
 */
export function HotelOptions({ initial, className = "" }: { initial?: Partial<SearchQuery> | undefined; className?: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [meals, setMeals] = useState<string[]>(initial?.mealPlans ?? []);
  const { details, summary, onKeyDown, onBlur } = usePopoverDetails();
  const toggle = (plan: string, on: boolean) => setMeals((current) => (on ? [...current, plan] : current.filter((p) => p !== plan)));
  return (
    <div className={`flex flex-wrap items-center gap-x-6 gap-y-1 ${className}`}>
      <label className={option}>
        <input type="checkbox" name="freeCancellation" value="true" defaultChecked={initial?.freeCancellation ?? false} className={checkbox} />
        {t("landing.search.freeCancellation")}
      </label>
      <details ref={details} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
        <summary ref={summary} className={`${option} font-600 list-none [&::-webkit-details-marker]:hidden rounded focus-visible:outline-2 focus-visible:outline-info focus-visible:outline-solid`}>
          {meals.length ? t("landing.search.mealsCount", { count: meals.length }) : t("landing.search.meals")}
          <Chevron />
        </summary>
        <fieldset className="absolute z-30 top-full left-0 w-[260px] card p-3 m-0 border-0 grid gap-0.5">
          <legend className="sr-only">{t("landing.search.meals")}</legend>
          <label className={option}>
            <input
              type="checkbox"
              name={hydrated ? undefined : "mealPlans"}
              value={ALL_MEAL_PLANS}
              checked={meals.length === 0}
              onChange={(event) => event.target.checked && setMeals([])}
              className={checkbox}
            />
            {t("landing.search.mealsAny")}
          </label>
          {MEAL_PLANS.map((plan) => (
            <label key={plan} className={option}>
              <input
                type="checkbox"
                name={hydrated ? undefined : "mealPlans"}
                value={plan}
                checked={meals.includes(plan)}
                onChange={(event) => toggle(plan, event.target.checked)}
                className={checkbox}
              />
              {t(`results.mealPlans.${plan}`)}
            </label>
          ))}
        </fieldset>
      </details>
      {hydrated && meals.length > 0 && <input type="hidden" name="mealPlans" value={meals.join("-")} />}
    </div>
  );
}
