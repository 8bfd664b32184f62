import { useEffect, useRef } from "react";
import { useT } from "../../../state/i18n";

export interface SummaryItem {
  /** The id of the field the link moves focus to. */
  fieldId: string;
  text: string;
}

/**
 * What stops the form from being sent, listed above it: it takes focus when it appears (so a
 * keyboard or screen-reader user hears it at once) and each line links to its field.
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length > 0) box.current?.focus();
    // A new attempt with the same problems takes focus again.
  }, [items.length, attempt]);
  if (items.length === 0) return null;
  return (
    <div ref={box} tabIndex={-1} role="group" aria-labelledby="error-summary-title" className="rounded-lg border-2 border-solid border-error bg-white p-4 focus:outline-3 focus:outline-error" data-testid="error-summary">
      <h2 id="error-summary-title" className="m-0 mb-2 text-lg font-800 text-ink">
        {t("checkout.errors.summaryTitle", { count: items.length })}
      </h2>
      <ul className="m-0 pl-5 grid gap-1">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              className="text-[#b3001b] font-600 underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A call that failed: said in the traveller's language, announced, and nothing typed is lost. */
export function CallFailure({ messageKey, onRetry }: { messageKey: string | null; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="min-h-0">
      {messageKey && (
        <p className="m-0 rounded border border-solid border-error bg-white p-3 text-[15px] font-600 text-[#b3001b] flex flex-wrap items-center gap-3" data-testid="call-failure">
          <span>{t(messageKey)}</span>
          {onRetry && (
            <button type="button" className="btn-secondary h-[36px] px-3" onClick={onRetry}>
              {t("checkout.retry")}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
