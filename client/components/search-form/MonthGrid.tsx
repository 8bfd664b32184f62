import { useMemo, type KeyboardEvent, type RefObject } from "react";
import { dayLabel, monthGrid, weekdayNames } from "../../../shared/calendar";
import type { DateRange } from "./date-range";

/** One month of the date picker as an APG grid: weekday heads, and a cell per day that can take the focus. */
export function MonthGrid({
  gridRef,
  labelledBy,
  language,
  focusDay,
  shown,
  choosable,
  onKeyDown,
  onDay,
}: {
  gridRef: RefObject<HTMLTableElement | null>;
  labelledBy: string;
  language: string;
  focusDay: string;
  /** The range drawn: its ends selected, the days between tinted. */
  shown: DateRange | null;
  choosable: (day: string) => boolean;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
  onDay: (day: string) => void;
}) {
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const inRange = (day: string) => !!shown?.start && !!shown.end && day > shown.start && day < shown.end;
  const isEdge = (day: string) => day === shown?.start || day === shown?.end;
  return (
    <table ref={gridRef} role="grid" aria-labelledby={labelledBy} className="w-full border-collapse mt-2 text-center" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdays.map((day) => (
            <th key={day.long} scope="col" abbr={day.long} className="h-8 text-[12px] font-600 text-ink-soft capitalize">
              {day.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(focusDay).map((week, w) => (
          <tr key={w}>
            {week.map((day, d) =>
              day === null ? (
                <td key={d} />
              ) : (
                <td
                  key={day}
                  data-date={day}
                  role="gridcell"
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-selected={isEdge(day)}
                  aria-disabled={!choosable(day) || undefined}
                  aria-label={dayLabel(day, language)}
                  onClick={() => onDay(day)}
                  className={`h-[44px] text-[15px] rounded cursor-pointer outline-none focus-visible:outline-2 focus-visible:outline-info focus-visible:outline-solid ${
                    isEdge(day) ? "bg-brand text-brand-text font-800" : inRange(day) ? "bg-brand-soft" : choosable(day) ? "hover:bg-canvas" : "text-ink-faint line-through cursor-not-allowed"
                  }`}
                >
                  {Number(day.slice(8))}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
