import { lazy, Suspense, useId, useRef } from "react";
import type { PlaceOption } from "../../../shared/search/place-match";
import { useHydrated } from "./use-hydrated";

const ComboboxInput = lazy(() => import("./PlaceComboboxInput"));

/**
 * A place picker on the WAI-ARIA APG combobox pattern (list autocomplete, manual selection): type
 * to filter (accent-insensitive), ArrowDown/ArrowUp move through the suggestions (Alt+ArrowDown
 * opens without moving, Alt+ArrowUp closes), Enter chooses, Escape closes (or clears when
 * closed), and Home/End/ArrowLeft/ArrowRight give the editing cursor back to the text. The chosen code goes in a hidden input named `name`, so
 * the GET form submits SPEC §2's parameter. Before hydration, and until the widget's code is
 * there, it is a plain select of the brand's suggestions.
 */
export function PlaceCombobox({
  name,
  label,
  options,
  initialCode,
  placeholder,
  anyLabel,
  onFirstFocus,
  className = "",
}: {
  name: string;
  label: string;
  options: readonly PlaceOption[];
  initialCode: string | null;
  placeholder: string;
  anyLabel: string;
  onFirstFocus?: () => void;
  className?: string;
}) {
  const hydrated = useHydrated();
  const id = useId();
  // A keyboard user may be on the plain select when the widget's code arrives: the widget then
  // takes the focus over, instead of dropping it on the page.
  const selectFocused = useRef(false);
  const labelClass = "field-label";
  const plainSelect = (
    <label className={`${labelClass} ${className}`}>
      {label}
      <select name={name} className="field" defaultValue={initialCode ?? ""} onFocus={() => (selectFocused.current = true)} onBlur={() => (selectFocused.current = false)}>
        <option value="">{anyLabel}</option>
        {fallbackOptions(options, initialCode).map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
  if (!hydrated) return plainSelect;
  return (
    <Suspense fallback={plainSelect}>
      <div className={`${labelClass} relative ${className}`}>
        <label htmlFor={`${id}-input`}>{label}</label>
        <ComboboxInput id={id} name={name} options={options} initialCode={initialCode} placeholder={placeholder} onFirstFocus={onFirstFocus} takesFocus={() => selectFocused.current} />
      </div>
    </Suspense>
  );
}

/** The plain select's choices: the brand's suggestions, and the URL's place even when it is none of them. */
function fallbackOptions(options: readonly PlaceOption[], initialCode: string | null): PlaceOption[] {
  const shown = options.filter((o) => o.suggested || o.code === initialCode);
  return initialCode && !shown.some((o) => o.code === initialCode) ? [...shown, { code: initialCode, name: initialCode }] : shown;
}

