import { useRef } from "react";
import { useT } from "../../state/i18n";
import { CacheActions } from "./CacheActions";
import { ConfigDeletion } from "./ConfigDeletion";
import { FlagsPanel } from "./FlagsPanel";
import { TestTokenButtons } from "./TestTokenButtons";
import { useModalDialog } from "../dialog/use-modal-dialog";

/**
 * The panel itself: a modal dialog (a sheet from the bottom on phones, centred on wider screens)
 * above everything else on the page, cookie banner included.
 */
/** Focus returns to whatever opened it (the floating button) when it closes. */
export function DevToolsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(root, dialog, onClose);

  return (
    <div
      ref={root}
      className="fixed inset-0 z-50 flex items-end sm:items-center justify-center bg-black/45 p-2 sm:p-6"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        id="dev-tools-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="dev-tools-title"
        aria-describedby="dev-tools-intro"
        tabIndex={-1}
        data-dev-tools="dialog"
        className="card w-full max-w-[480px] max-h-[calc(100dvh-16px)] sm:max-h-[calc(100dvh-48px)] overflow-y-auto p-5 sm:p-6 grid gap-5 text-ink"
      >
        <header className="flex items-start gap-3">
          <div className="grid gap-1 flex-1">
            <h2 id="dev-tools-title" className="text-lg font-800">
              {t("devtools.title")}
            </h2>
            <p id="dev-tools-intro" className="text-sm text-ink-soft">
              {t("devtools.intro")}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("devtools.close")}
            className="shrink-0 h-10 w-10 inline-flex items-center justify-center rounded-full border-0 bg-transparent text-ink cursor-pointer hover:bg-canvas"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </header>
        <CacheActions />
        <hr className="m-0 border-0 border-t border-t-solid border-line" />
        <ConfigDeletion />
        <hr className="m-0 border-0 border-t border-t-solid border-line" />
        <FlagsPanel />
        <hr className="m-0 border-0 border-t border-t-solid border-line" />
        <TestTokenButtons />
      </div>
    </div>
  );
}
