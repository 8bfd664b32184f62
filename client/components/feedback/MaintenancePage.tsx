import { useAtomValue } from "jotai";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { BrandLogo } from "../layout/BrandLogo";

/** Every route while the maintenance flag is on (SPEC §2). The button simply tries again. */
export function MaintenancePage() {
  const t = useT();
  const brand = useAtomValue(brandAtom);
  return (
    <main className="min-h-screen grid place-items-center bg-white px-4" data-page="maintenance">
      <div className="grid justify-items-center text-center gap-5 max-w-[520px]">
        {brand && <BrandLogo className="h-10 w-auto" />}
        <img src="/illustrations/error.svg" alt="" width={320} height={228} className="w-[min(320px,70vw)] h-auto" />
        <h1 className="text-2xl md:text-3xl font-800 text-ink">{t("maintenance.title")}</h1>
        <p className="text-ink-soft">{t("maintenance.description")}</p>
        <a href="/" className="btn-primary btn-lg no-underline">
          {t("maintenance.cta")}
        </a>
      </div>
    </main>
  );
}
