import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { addDays, addMonths, dayLabel, endOfWeek, firstOfMonth, monthGrid, monthLabel, startOfWeek, clampDate, weekdayNames } from "../../../shared/calendar";
import { nightsBetween } from "../../../shared/dates";
import { useModalDialog } from "../dialog/use-modal-dialog";
import { useT } from "../../state/i18n";
import { plural } from "../../i18n/plural";

export interface DateRange {
  start: string;
  end: string | null;
}

/**
 * The date picker dialog on the WAI-ARIA APG dialog + grid pattern. Arrow keys move a day or a
 * week, PageUp/PageDown a month (with Shift a year), Home/End the start/end of the week, Enter or
 * Space choose, Escape closes and returns focus to the field. In range mode the first choice is
 * check-in, the second check-out, at most `maxNights` later; a second choice on or before the
 * check-in starts again from that day, as travel sites do. Days before `min` cannot be chosen.
 * The page behind it is made inert (useModalDialog), wherever in the page it is mounted.
 * Loaded only when the picker opens (React.lazy), not with the page.
 */
export default function DateRangeDialog({
  language,
  range,
  min,
  daysAhead,
  maxNights,
  mode,
  title,
  onDone,
  onCancel,
}: {
  language: string;
  range: DateRange | null;
  min: string;
  /** The last day that can be chosen, counted from `min`. */
  daysAhead: number;
  maxNights: number;
  mode: "range" | "single";
  title: string;
  onDone: (range: DateRange) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const max = addDays(min, daysAhead);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const [start, setStart] = useState<string | null>(null);
  const [focusDay, setFocusDay] = useState(() => clampDate(range?.start ?? min, min, max));
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const picking: "start" | "end" = mode === "range" && start ? "end" : "start";
  const lastChoosable = picking === "end" && start ? (addDays(start, maxNights) < max ? addDays(start, maxNights) : max) : max;
  const choosable = (day: string) => day >= min && day <= lastChoosable;
  const shown = picking === "end" && start ? { start, end: focusDay > start ? focusDay : null } : range;

  const cell = (day: string) => grid.current?.querySelector<HTMLElement>(`[data-date="${day}"]`) ?? null;
  useModalDialog(root, dialog, onCancel, () => cell(focusDay));
  // Keyboard focus follows the focused day once it is rendered (a new month renders first).
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) cell(focusDay)?.focus();
    moved.current = false;
  }, [focusDay]);

  /** Moves the focused day; keyboard focus follows unless a month button asked (it keeps focus). */
  const moveTo = (day: string, takeFocus = true) => {
    moved.current = takeFocus;
    setFocusDay(clampDate(day, min, max));
  };
  const choose = (day: string) => {
    if (!choosable(day)) return;
    if (mode === "single") return onDone({ start: day, end: null });
    if (picking === "start" || (start && day <= start)) {
      setStart(day);
      moveTo(addDays(day, 1) <= max ? addDays(day, 1) : day);
    } else onDone({ start: start!, end: day });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step: Record<string, () => string> = {
      ArrowRight: () => addDays(focusDay, 1),
      ArrowLeft: () => addDays(focusDay, -1),
      ArrowDown: () => addDays(focusDay, 7),
      ArrowUp: () => addDays(focusDay, -7),
      PageDown: () => addMonths(focusDay, event.shiftKey ? 12 : 1),
      PageUp: () => addMonths(focusDay, event.shiftKey ? -12 : -1),
      Home: () => startOfWeek(focusDay),
      End: () => endOfWeek(focusDay),
    };
    if (step[event.key]) {
      event.preventDefault();
      moveTo(step[event.key]!());
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(focusDay);
    }
  };

  const inRange = (day: string) => !!shown?.start && !!shown.end && day > shown.start && day < shown.end;
  const isEdge = (day: string) => day === shown?.start || day === shown?.end;
  const monthId = `${id}-month`;
  const hint = picking === "start" ? t("landing.search.pickStart") : t("landing.search.pickEnd", { max: maxNights });
  const nights = shown?.start && shown.end ? nightsBetween(shown.start, shown.end) : null;

  // Its own text style: it is mounted inside the field's label, whose style it must not inherit.
  return (
    <div ref={root} className="text-ink text-[15px] font-400">
      <div className="fixed inset-0 z-40 bg-black/40" aria-hidden="true" onClick={onCancel} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        tabIndex={-1}
        className="fixed z-50 inset-x-0 bottom-0 md:inset-auto md:top-1/2 md:left-1/2 md:-translate-x-1/2 md:-translate-y-1/2 md:w-[380px] bg-white rounded-t-lg md:rounded-lg p-4 shadow-xl outline-none"
      >
        <h2 id={`${id}-title`} className="m-0 text-lg font-800">
          {title}
        </h2>
        <p id={`${id}-hint`} className="m-0 mt-1 text-sm text-ink-soft" aria-live="polite">
          {hint}
          {nights !== null ? ` · ${plural(t, language, "results.card.nights", nights)}` : ""}
        </p>
        <div className="flex items-center justify-between mt-3">
          <button type="button" className="btn h-[40px] w-[40px] px-0 bg-canvas border-0 text-ink" aria-label={t("landing.search.previousMonth")} onClick={() => moveTo(addMonths(focusDay, -1), false)} disabled={firstOfMonth(focusDay) <= firstOfMonth(min)}>
            ‹
          </button>
          <h3 id={monthId} className="m-0 text-base font-700 capitalize" aria-live="polite">
            {monthLabel(focusDay, language)}
          </h3>
          <button type="button" className="btn h-[40px] w-[40px] px-0 bg-canvas border-0 text-ink" aria-label={t("landing.search.nextMonth")} onClick={() => moveTo(addMonths(focusDay, 1), false)} disabled={firstOfMonth(focusDay) >= firstOfMonth(max)}>
            ›
          </button>
        </div>
        <table ref={grid} role="grid" aria-labelledby={monthId} className="w-full border-collapse mt-2 text-center" onKeyDown={onKeyDown}>
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
                      onClick={() => {
                        moveTo(day);
                        choose(day);
                      }}
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
        <div className="flex justify-end mt-3">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t("landing.search.cancel")}
          </button>
        </div>
      </div>
    </div>
  );
}
