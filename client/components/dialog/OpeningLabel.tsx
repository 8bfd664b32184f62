import type { ReactNode } from "react";
import { useT } from "../../state/i18n";

/** A small spinner in the text's colour (decorative: the words or `aria-busy` say it). */
export function Spinner() {
  return <span aria-hidden="true" className="inline-block h-4 w-4 shrink-0 rounded-full border-2 border-solid border-current border-r-transparent animate-spin" />;
}

/** An opener's label, or "Opening…" with a spinner while its dialog's code is on its way. */
export function OpeningLabel({ busy, children }: { busy: boolean; children: ReactNode }) {
  const t = useT();
  if (!busy) return children;
  return (
    <span className="inline-flex items-center justify-center gap-2" data-opening>
      <Spinner />
      {t("common.opening")}
    </span>
  );
}
