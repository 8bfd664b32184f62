import { useAtomValue } from "jotai";
import { useState } from "react";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import type { Translate } from "../../i18n/translator";
import { purgeEverything, purgeThisDomain, type PurgeOutcome } from "./ops-client";
import { Spinner } from "../dialog/OpeningLabel";

type Action = "domain" | "all";

const RUN: Record<Action, () => Promise<PurgeOutcome>> = { domain: purgeThisDomain, all: purgeEverything };

/** The two cache buttons; while one runs both are disabled, the running one busy with a spinner. */
export function CacheActions() {
  const t = useT();
  const domain = useAtomValue(brandAtom)?.domain ?? "";
  const [running, setRunning] = useState<Action | null>(null);
  const [result, setResult] = useState<{ action: Action; outcome: PurgeOutcome } | null>(null);

  async function run(action: Action, button: HTMLButtonElement) {
    setRunning(action);
    setResult(null);
    const outcome = await RUN[action]();
    setResult({ action, outcome });
    setRunning(null);
    // A disabled button drops focus to <body>; give it back so keyboard users stay in the dialog.
    if (document.activeElement === document.body || document.activeElement === null) {
      requestAnimationFrame(() => button.focus());
    }
  }

  return (
    <section aria-labelledby="dev-tools-cache-heading" className="grid gap-3">
      <h3 id="dev-tools-cache-heading" className="text-sm font-700 uppercase tracking-wide text-ink-soft">
        {t("devtools.cache.heading")}
      </h3>
      <p className="text-sm text-ink-soft break-all">{t("devtools.cache.domain", { domain })}</p>
      <div className="grid gap-2">
        {(["domain", "all"] as const).map((action) => (
          <button
            key={action}
            type="button"
            data-dev-tools-action={action}
            className={`${action === "domain" ? "btn-primary" : "btn-secondary"} w-full h-auto min-h-10 py-2 leading-tight`}
            disabled={running !== null}
            aria-busy={running === action}
            onClick={(event) => void run(action, event.currentTarget)}
          >
            {running === action && <Spinner />}
            {running === action ? t("devtools.cache.working") : t(action === "domain" ? "devtools.cache.purgeDomain" : "devtools.cache.purgeAll")}
          </button>
        ))}
      </div>
      <div role="status" aria-live="polite" data-dev-tools-result={result ? (result.outcome.ok && result.outcome.summary.backend.ok ? "ok" : "problem") : undefined} className="min-h-[1.5em] text-sm">
        {result && <ResultText outcome={result.outcome} t={t} />}
      </div>
    </section>
  );
}

function ResultText({ outcome, t }: { outcome: PurgeOutcome; t: Translate }) {
  if (!outcome.ok) return <p className="text-error">{t("devtools.cache.failed", { reason: outcome.error })}</p>;
  const { summary } = outcome;
  const purged =
    summary.scope === "domain"
      ? t("devtools.cache.domainDone", { domains: summary.domains.join(", "), keys: summary.keysDeleted })
      : t("devtools.cache.allDone", { keys: summary.keysDeleted, domains: summary.domains.length });
  const backend = summary.backend.ok
    ? t("devtools.cache.backendOk", { status: summary.backend.status ?? "" })
    : t("devtools.cache.backendFailed", { reason: summary.backend.error ?? `HTTP ${summary.backend.status ?? "?"}` });
  return (
    <div className="grid gap-1 rounded bg-canvas p-3">
      <p>{purged}</p>
      <p className={summary.backend.ok ? "text-ink" : "text-error"}>{backend}</p>
      {!summary.complete && <p className="text-ink-soft">{t("devtools.cache.incomplete")}</p>}
    </div>
  );
}
