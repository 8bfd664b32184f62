import { firstOfMonth, monthLabel } from "../../../shared/calendar";
import { useT } from "../../state/i18n";

/** The shown month's name between the buttons to the month before and after (within `min`..`max`). */
export function MonthSwitcher({
  monthId,
  language,
  focusDay,
  min,
  max,
  onMonth,
}: {
  monthId: string;
  language: string;
  focusDay: string;
  min: string;
  max: string;
  /** -1 or +1: a month back or ahead. */
  onMonth: (months: -1 | 1) => void;
}) {
  const t = useT();
  return (
    <div className="flex items-center justify-between mt-3">
      <button type="button" className="btn h-[40px] w-[40px] px-0 bg-canvas border-0 text-ink" aria-label={t("landing.search.previousMonth")} onClick={() => onMonth(-1)} disabled={firstOfMonth(focusDay) <= firstOfMonth(min)}>
        ‹
      </button>
      <h3 id={monthId} className="m-0 text-base font-700 capitalize" aria-live="polite">
        {monthLabel(focusDay, language)}
      </h3>
      <button type="button" className="btn h-[40px] w-[40px] px-0 bg-canvas border-0 text-ink" aria-label={t("landing.search.nextMonth")} onClick={() => onMonth(1)} disabled={firstOfMonth(focusDay) >= firstOfMonth(max)}>
        ›
      </button>
    </div>
  );
}
