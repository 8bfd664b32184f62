import { useState } from "react";
import { useT } from "../../state/i18n";
import { deleteBrandConfig, type ConfigDeletion as Deletion, type Outcome } from "./config-flags-client";

/**
 * Deletes this brand's configuration at the configuration service (SPEC §7's dev tool) and the
 * edge's cached copies; a reload then shows the configuration fetched again.
 */
export function ConfigDeletion() {
  const t = useT();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome<Deletion> | null>(null);

  async function run() {
    setRunning(true);
    setOutcome(null);
    setOutcome(await deleteBrandConfig());
    setRunning(false);
  }

  return (
    <section aria-labelledby="dev-tools-config-heading" className="grid gap-3">
      <h3 id="dev-tools-config-heading" className="text-sm font-700 uppercase tracking-wide text-ink-soft">
        {t("devtools.config.heading")}
      </h3>
      <button type="button" data-dev-tools-action="delete-config" className="btn-secondary w-full h-auto min-h-10 py-2 leading-tight" aria-disabled={running || undefined} onClick={() => !running && void run()}>
        {t(running ? "devtools.config.working" : "devtools.config.delete")}
      </button>
      <div role="status" aria-live="polite" data-dev-tools-config={outcome ? (outcome.ok && outcome.value.ok ? "ok" : "problem") : undefined} className="min-h-[1.5em] text-sm">
        {outcome && !outcome.ok && <p className="text-error">{t("devtools.config.failed", { reason: outcome.error })}</p>}
        {outcome?.ok && (
          <div className="grid gap-2 rounded bg-canvas p-3">
            <p className={outcome.value.ok ? "text-ink" : "text-error"}>
              {outcome.value.ok
                ? t("devtools.config.done", { domain: outcome.value.domain, keys: outcome.value.keysDeleted })
                : t("devtools.config.failed", { reason: outcome.value.configService.error ?? "" })}
            </p>
            <button type="button" className="btn-primary justify-self-start" onClick={() => location.reload()}>
              {t("devtools.reload")}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
