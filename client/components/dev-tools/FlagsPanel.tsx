import { useEffect, useState } from "react";
import { useT } from "../../state/i18n";
import { listFlags, overrideOf, setOverride, type FlagListing, type Outcome, type Override } from "./config-flags-client";

/**
 * Every toggle the backend knows, with this domain's value and, beside it, this browser's
 * override (its `ff.<name>` cookie): the backend's value, on or off. A reload applies a change.
 */
export function FlagsPanel() {
  const t = useT();
  const [listing, setListing] = useState<Outcome<FlagListing> | null>(null);
  const [overrides, setOverrides] = useState<Record<string, Override>>({});
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let live = true;
    void listFlags().then((result) => {
      if (!live) return;
      setListing(result);
      if (result.ok) setOverrides(Object.fromEntries(result.value.toggles.map((toggle) => [toggle.name, overrideOf(toggle.name)])));
    });
    return () => {
      live = false;
    };
  }, []);

  const choose = (name: string, value: Override) => {
    setOverride(name, value);
    setOverrides((current) => ({ ...current, [name]: value }));
    setChanged(true);
  };
  const stateText = (enabled: boolean | null) => t(enabled === null ? "devtools.flags.unnamed" : enabled ? "devtools.flags.on" : "devtools.flags.off");

  return (
    <section aria-labelledby="dev-tools-flags-heading" className="grid gap-3" data-dev-tools="flags">
      <h3 id="dev-tools-flags-heading" className="text-sm font-700 uppercase tracking-wide text-ink-soft">
        {t("devtools.flags.heading")}
      </h3>
      {listing === null && <p className="text-sm text-ink-soft">{t("devtools.flags.loading")}</p>}
      {listing && !listing.ok && <p className="text-sm text-error">{t("devtools.flags.failed", { reason: listing.error })}</p>}
      {listing?.ok && (
        <ul className="list-none m-0 p-0 grid gap-2">
          {listing.value.toggles.map(({ name, enabled }) => (
            <li key={name} className="grid grid-cols-[1fr_auto] items-center gap-x-3 text-sm" data-flag={name}>
              <label htmlFor={`flag-${name}`} className="grid">
                <span className="font-600 break-all">{name}</span>
                <span className="text-ink-soft">{t("devtools.flags.backend", { state: stateText(enabled) })}</span>
              </label>
              <select id={`flag-${name}`} className="field h-10 !w-auto" value={overrides[name] ?? ""} onChange={(event) => choose(name, (event.target.value || null) as Override)}>
                <option value="">{t("devtools.flags.useBackend")}</option>
                <option value="true">{t("devtools.flags.on")}</option>
                <option value="false">{t("devtools.flags.off")}</option>
              </select>
            </li>
          ))}
        </ul>
      )}
      {changed && (
        <div role="status" className="flex items-center justify-between gap-3 rounded bg-canvas p-3 text-sm">
          <span>{t("devtools.flags.reloadHint")}</span>
          <button type="button" className="btn-primary" onClick={() => location.reload()}>
            {t("devtools.reload")}
          </button>
        </div>
      )}
    </section>
  );
}
