import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { addDays, addMonths, clampDate, endOfWeek, startOfWeek } from "../../../shared/calendar";
import type { DateRange } from "./date-range";

interface DayPickingOptions {
  range: DateRange | null;
  min: string;
  max: string;
  maxNights: number;
  mode: "range" | "single";
  onDone: (range: DateRange) => void;
  /** The grid whose day cells take the keyboard focus. */
  grid: RefObject<HTMLTableElement | null>;
}

/**
 * The calendar's focused day and what a choice means. In range mode the first choice is
 * check-in, the second check-out, at most `maxNights` later; a second choice on or before the
 * check-in starts again from that day. Days outside `min`..`max` cannot be chosen.
 */
export function useDayPicking({ range, min, max, maxNights, mode, onDone, grid }: DayPickingOptions) {
  const [start, setStart] = useState<string | null>(null);
  const [focusDay, setFocusDay] = useState(() => clampDate(range?.start ?? min, min, max));
  const picking: "start" | "end" = mode === "range" && start ? "end" : "start";
  const lastChoosable = picking === "end" && start ? (addDays(start, maxNights) < max ? addDays(start, maxNights) : max) : max;
  const choosable = (day: string) => day >= min && day <= lastChoosable;
  const shown = picking === "end" && start ? { start, end: focusDay > start ? focusDay : null } : range;

  const cell = (day: string) => grid.current?.querySelector<HTMLElement>(`[data-date="${day}"]`) ?? null;
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
  return { focusDay, picking, shown, choosable, moveTo, choose, onKeyDown, focusedCell: () => cell(focusDay) };
}
