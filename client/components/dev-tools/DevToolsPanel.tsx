import { Suspense, useCallback, useState } from "react";
import { useT } from "../../state/i18n";
import { lazyDialog } from "../dialog/lazy-dialog";
import { Spinner } from "../dialog/OpeningLabel";
import { useDialogOpener } from "../dialog/use-dialog-opener";

// The dialog (its cache, configuration, flag and token tools) is a chunk of its own, fetched when
// a developer reaches for the button.
const devToolsDialog = lazyDialog<{ onClose: () => void }>(() => import("./DevToolsDialog").then((module) => ({ default: module.DevToolsDialog })));

/**
 * Loaded lazily, on loopback hosts only: the small floating button at the bottom left and, when
 * opened, the developer tools dialog. The button sits above page content (z 30) but below the
 * cookie banner (z 40) and dialogs: while the banner shows it covers the button, never the reverse,
 * so the banner's buttons stay clickable (the dev button is still reachable with Tab).
 */
export default function DevToolsPanel() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { busy, opener } = useDialogOpener(devToolsDialog, () => setOpen(true));

  return (
    <>
      <button
        type="button"
        data-dev-tools="open"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "dev-tools-dialog" : undefined}
        aria-label={t("devtools.open")}
        title={t("devtools.open")}
        {...opener}
        className="fixed left-3 bottom-3 z-30 h-10 w-10 inline-flex items-center justify-center rounded-full border-2 border-solid border-white bg-ink text-white shadow-lg cursor-pointer hover:bg-black"
      >
        {busy ? (
          <Spinner />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.6 17.2a1.5 1.5 0 0 0 2.1 2.1l5.7-5.7a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.1-.5-.5-2.1z" />
          </svg>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <devToolsDialog.Dialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
