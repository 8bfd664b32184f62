import { useId, useState } from "react";
import { REQUIRED_COOKIE_TYPE, type CookieType } from "../../../shared/consent";
import { useT } from "../../state/i18n";

interface CookieTypeRowProps {
  type: CookieType;
  checked: boolean;
  onChange(checked: boolean): void;
}

/**
 * One cookie type in the preferences: its name as the label of a switch (a native checkbox with
 * role="switch", so Space toggles it and it works with every assistive technology) and a details
 * button that expands the description. The required type's switch is on and disabled.
 */
export function CookieTypeRow({ type, checked, onChange }: CookieTypeRowProps) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const required = type === REQUIRED_COOKIE_TYPE;
  const name = t(`consent.types.${type}.name`);
  return (
    <li className="py-4 border-b border-b-solid border-line last:border-b-0" data-cookie-type={type}>
      <div className="flex items-center gap-3">
        <label htmlFor={`${id}-switch`} className="flex-1 font-600 text-ink cursor-pointer">
          {name}
        </label>
        {required && <span className="text-xs font-600 text-ink-soft">{t("consent.preferences.alwaysOn")}</span>}
        <input
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          checked={required || checked}
          disabled={required}
          onChange={(event) => onChange(event.target.checked)}
          className="consent-switch shrink-0 appearance-none m-0 w-11 h-6 rounded-full bg-[#8a919c] relative cursor-pointer transition-colors checked:bg-brand disabled:cursor-not-allowed disabled:opacity-55 before:content-[''] before:absolute before:top-[3px] before:left-[3px] before:w-[18px] before:h-[18px] before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-5 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-info focus-visible:outline-offset-2"
        />
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={`${id}-details`}
        onClick={() => setExpanded((open) => !open)}
        className="mt-1 inline-flex items-center gap-1 p-0 bg-transparent border-0 text-sm font-600 text-brand-ink cursor-pointer underline-offset-2 hover:underline"
      >
        {t(expanded ? "consent.preferences.hideDetails" : "consent.preferences.showDetails")}
        <span className="sr-only"> {name}</span>
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className={`inline-block transition-transform ${expanded ? "rotate-180" : ""}`}>
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <p id={`${id}-details`} hidden={!expanded} className="mt-2 text-sm text-ink-soft leading-relaxed">
        {t(`consent.types.${type}.description`)}
      </p>
    </li>
  );
}
