import { useId } from "react";

/**
 * A number between `min` and `max` changed by − and + buttons (a counter, as travel sites show for
 * travellers). The group is named by `label`; the count is announced as it changes. At a limit the
 * button is aria-disabled rather than disabled, so keyboard focus stays on it.
 */
export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  valueText,
  decreaseLabel,
  increaseLabel,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  valueText: string;
  decreaseLabel: string;
  increaseLabel: string;
}) {
  const id = useId();
  const button =
    "w-10 h-10 shrink-0 inline-flex items-center justify-center rounded-full border-2 border-solid border-brand bg-white text-brand-ink text-xl font-700 leading-none cursor-pointer p-0 " +
    "hover:bg-brand-soft focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info focus-visible:outline-solid " +
    "aria-disabled:border-line aria-disabled:text-ink-faint aria-disabled:bg-white aria-disabled:cursor-not-allowed";
  const step = (to: number) => {
    if (to >= min && to <= max) onChange(to);
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex items-center justify-between gap-3">
      <span id={`${id}-label`} className="font-600 text-[15px] text-ink">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <button type="button" className={button} aria-label={decreaseLabel} aria-disabled={value <= min || undefined} onClick={() => step(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" className="min-w-[1.5ch] text-center font-700 text-lg tabular-nums">
          <span aria-hidden="true">{value}</span>
          <span className="sr-only">{valueText}</span>
        </output>
        <button type="button" className={button} aria-label={increaseLabel} aria-disabled={value >= max || undefined} onClick={() => step(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
