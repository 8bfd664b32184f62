import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";

/** The step's main button; while its calls run it says so and cannot be pressed again. */
export function StepActions({ busy, label, children }: { busy: boolean; label: string; children?: React.ReactNode }) {
  const t = useT();
  // The checkout's forms are sent by script; before hydration a press would send the traveller's
  // details as a plain GET into the URL, so the button waits for the page to be ready.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary btn-lg min-w-[200px]" disabled={!hydrated} aria-disabled={busy} data-testid="step-submit">
        {busy ? t("checkout.saving") : label}
      </button>
      {children}
    </div>
  );
}
