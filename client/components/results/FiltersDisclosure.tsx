import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useT } from "../../state/i18n";
import { lazyDialog } from "../dialog/lazy-dialog";
import { OpeningLabel } from "../dialog/OpeningLabel";
import { useDialogOpener } from "../dialog/use-dialog-opener";

// Only phones open the filters as a dialog: its code loads when a shopper reaches for the button.
const filtersDialog = lazyDialog(() => import("./FiltersDialog"));

/**
 * Where the filter panel lives: beside the results on wide screens; on phones (below md) behind a
 * "Filters" button that opens it as a full-screen dialog (focus trapped, Escape closes and returns
 * focus). Before hydration, and without JavaScript, phones get the panel inline after the results
 * and the button is a link to it.
 */
export function FiltersDisclosure({ appliedCount, children }: { appliedCount: number; children: ReactNode }) {
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { busy, opener } = useDialogOpener(filtersDialog, () => setOpen(true));
  const label = appliedCount > 0 ? t("results.filters.openCount", { count: appliedCount }) : t("results.filters.open");

  return (
    <>
      <div className="md:hidden">
        {hydrated ? (
          <button type="button" className="btn-secondary w-full" aria-haspopup="dialog" {...opener}>
            <OpeningLabel busy={busy}>{label}</OpeningLabel>
          </button>
        ) : (
          <a href="#filters" className="btn-secondary w-full no-underline">
            {label}
          </a>
        )}
      </div>
      {open ? (
        <Suspense fallback={null}>
          <filtersDialog.Dialog onClose={() => setOpen(false)}>{children}</filtersDialog.Dialog>
        </Suspense>
      ) : (
        <aside id="filters" aria-label={t("results.filters.title")} className={`${hydrated ? "hidden md:block" : ""} order-last md:order-none`}>
          <h2 className="m-0 mb-1 text-lg font-800">{t("results.filters.title")}</h2>
          {children}
        </aside>
      )}
    </>
  );
}
