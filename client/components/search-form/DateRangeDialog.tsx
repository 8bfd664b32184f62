import { useId, useRef } from "react";
import { addDays, addMonths } from "../../../shared/calendar";
import { nightsBetween } from "../../../shared/dates";
import { useModalDialog } from "../dialog/use-modal-dialog";
import { useT } from "../../state/i18n";
import { plural } from "../../i18n/plural";
import type { DateRange } from "./date-range";
import { MonthGrid } from "./MonthGrid";
import { MonthSwitcher } from "./MonthSwitcher";
import { useDayPicking } from "./use-day-picking";

interface DateRangeDialogProps {
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
export default function DateRangeDialog({ language, range, min, daysAhead, maxNights, mode, title, onDone, onCancel }: DateRangeDialogProps) {
  const t = useT();
  const id = useId();
  const max = addDays(min, daysAhead);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const days = useDayPicking({ range, min, max, maxNights, mode, onDone, grid });
  useModalDialog(root, dialog, onCancel, days.focusedCell);

  const { focusDay, shown } = days;
  const monthId = `${id}-month`;
  const hint = days.picking === "start" ? t("landing.search.pickStart") : t("landing.search.pickEnd", { max: maxNights });
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
        <MonthSwitcher monthId={monthId} language={language} focusDay={focusDay} min={min} max={max} onMonth={(months) => days.moveTo(addMonths(focusDay, months), false)} />
        <MonthGrid
          gridRef={grid}
          labelledBy={monthId}
          language={language}
          focusDay={focusDay}
          shown={shown}
          choosable={days.choosable}
          onKeyDown={days.onKeyDown}
          onDay={(day) => {
            days.moveTo(day);
            days.choose(day);
          }}
        />
        <div className="flex justify-end mt-3">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t("landing.search.cancel")}
          </button>
        </div>
      </div>
    </div>
  );
}
