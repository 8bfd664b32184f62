import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/**
 * A labelled checkout field with its error under it: the input names the error with
 * aria-describedby and says it is invalid, so a screen reader reads the problem with the label.
 * Inputs are uncontrolled: what the traveller typed stays when a call fails.
 */
interface FieldFrame {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

function Frame({ id, label, error, hint, className = "", children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={`grid gap-1 min-w-0 content-start ${className}`}>
      <label htmlFor={id} className="text-[14px] font-600 text-ink">
        {label}
      </label>
      {children}
      {/* Under the field, so side-by-side fields keep their inputs level whatever their hints say. */}
      {hint && (
        <p id={`${id}-hint`} className="m-0 text-[13px] text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="m-0 text-[14px] font-600 text-[#b3001b]" data-field-error={id}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function TextField({ id, label, error, hint, className, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} name={input.name ?? id} className={`field ${error ? "border-error" : ""}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
    </Frame>
  );
}

export function SelectField({ id, label, error, hint, className, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} name={select.name ?? id} className={`field ${error ? "border-error" : ""}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {children}
      </select>
    </Frame>
  );
}
