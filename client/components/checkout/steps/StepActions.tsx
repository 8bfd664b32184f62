import { useT } from "../../../state/i18n";

/** The step's main button; while its calls run it says so and cannot be pressed again. */
export function StepActions({ busy, label, children }: { busy: boolean; label: string; children?: React.ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary btn-lg min-w-[200px]" aria-disabled={busy} data-testid="step-submit">
        {busy ? t("checkout.saving") : label}
      </button>
      {children}
    </div>
  );
}
