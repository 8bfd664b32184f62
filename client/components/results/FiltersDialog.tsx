import { useEffect, useRef, type ReactNode } from "react";
import { useModalDialog } from "../dialog/use-modal-dialog";
import { useT } from "../../state/i18n";

/** The filter panel as a full-screen dialog on phones (FiltersDisclosure opens it). */
export default function FiltersDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(root, dialog, onClose);
  // Back on a wide screen (rotated, resized), the panel belongs beside the results again.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 768px)");
    const onResize = () => wide.matches && onClose();
    wide.addEventListener("change", onResize);
    return () => wide.removeEventListener("change", onResize);
  }, [onClose]);
  return (
    <div ref={root}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby="filters-title" tabIndex={-1} className="fixed inset-0 z-50 bg-white overflow-y-auto outline-none">
        <div className="sticky top-0 z-1 bg-white border-b border-b-solid border-line flex items-center justify-between px-4 h-[56px]">
          <h2 id="filters-title" className="m-0 text-lg font-800">
            {t("results.filters.title")}
          </h2>
          <button type="button" onClick={onClose} aria-label={t("results.filters.close")} className="btn h-[40px] w-[40px] px-0 bg-transparent border-0 text-2xl text-ink">
            ✕
          </button>
        </div>
        <div className="px-4 pb-24">{children}</div>
        <div className="fixed bottom-0 inset-x-0 bg-white border-t border-t-solid border-line p-3">
          <button type="button" onClick={onClose} className="btn-primary w-full">
            {t("results.filters.apply")}
          </button>
        </div>
      </div>
    </div>
  );
}
