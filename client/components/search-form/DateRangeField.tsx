import { lazy, Suspense, useId, useRef, useState } from "react";
import { formatDate, nightsBetween, todayIso } from "../../../shared/dates";
import { useT } from "../../state/i18n";
import { plural } from "../../i18n/plural";
import type { Translate } from "../../i18n/translator";
import type { DateRange } from "./date-range";
import { useHydrated } from "./use-hydrated";

// The calendar arithmetic comes with it: nothing here imports shared/calendar, so it stays out of the page's chunks.
const DateRangeDialog = lazy(() => import("./DateRangeDialog"));

/** How far ahead a stay can start. */
const BOOKABLE_DAYS_AHEAD = 365;

/**
 * Check-in and check-out (or a flight's dates): one button of height 50 (SPEC §9) that opens the
 * date picker dialog, and the ISO dates in hidden inputs named as SPEC §2's parameters. Before
 * hydration, and without JavaScript, two native date inputs.
 */
export function DateRangeField({
  language,
  initial,
  maxNights,
  labels,
  names = { start: "outboundDate", end: "returnDate" },
  oneWay = false,
  className = "",
}: {
  language: string;
  initial: DateRange | null;
  maxNights: number;
  labels: { start: string; end: string; dialog: string };
  names?: { start: string; end: string };
  /** A one-way flight: a single date, and no end date submitted. */
  oneWay?: boolean;
  className?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const [range, setRange] = useState<DateRange | null>(initial);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const today = todayIso();
  const labelClass = "field-label";

  if (!hydrated) return <NativeDateFields initial={initial} min={today} labels={labels} names={names} className={className} />;

  const close = () => {
    setOpen(false);
    // The dialog returns focus to its opener itself; this covers a dialog that never mounted. Only
    // when focus was lost: a quick Tab after closing must not be pulled back to the button.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) opener.current?.focus();
    });
  };

  return (
    <div className={`${labelClass} ${className}`}>
      <span id={`${id}-label`}>{oneWay ? labels.start : `${labels.start} – ${labels.end}`}</span>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => setOpen(true)}
        className="field h-[50px] text-left flex items-center gap-2 cursor-pointer"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="text-ink-soft shrink-0"><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></svg>
        <span id={`${id}-value`} className={range?.start ? "text-ink" : "text-ink-soft"}>
          {rangeText(t, language, range, oneWay)}
        </span>
      </button>
      <input type="hidden" name={names.start} value={range?.start ?? ""} />
      {!oneWay && <input type="hidden" name={names.end} value={range?.end ?? ""} />}
      {open && (
        <Suspense fallback={null}>
          <DateRangeDialog
            language={language}
            range={range}
            min={today}
            daysAhead={BOOKABLE_DAYS_AHEAD}
            maxNights={maxNights}
            mode={oneWay ? "single" : "range"}
            title={labels.dialog}
            onCancel={close}
            onDone={(chosen) => {
              setRange(chosen);
              close();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** What the button says: the dates chosen (with the nights of a stay), or that they are still to choose. */
function rangeText(t: Translate, language: string, range: DateRange | null, oneWay: boolean): string {
  if (!range?.start) return t(oneWay ? "landing.search.chooseDate" : "landing.search.chooseDates");
  if (oneWay) return formatDate(range.start, language);
  const nights = range.end ? ` · ${plural(t, language, "results.card.nights", nightsBetween(range.start, range.end))}` : "";
  return `${formatDate(range.start, language)} → ${range.end ? formatDate(range.end, language) : "…"}${nights}`;
}

/** Before hydration, and without JavaScript: the browser's own date inputs, named as SPEC §2's parameters. */
function NativeDateFields({
  initial,
  min,
  labels,
  names,
  className,
}: {
  initial: DateRange | null;
  min: string;
  labels: { start: string; end: string };
  names: { start: string; end: string };
  className: string;
}) {
  return (
    <div className={`grid grid-cols-2 gap-3 ${className}`}>
      <label className="field-label">
        {labels.start}
        <input type="date" name={names.start} min={min} className="field h-[50px]" defaultValue={initial?.start ?? ""} />
      </label>
      <label className="field-label">
        {labels.end}
        <input type="date" name={names.end} min={min} className="field h-[50px]" defaultValue={initial?.end ?? ""} />
      </label>
    </div>
  );
}
