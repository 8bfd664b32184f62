import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { LOADING_BAR } from "../../../shared/constants";
import { loadingLogo } from "../../../shared/default-logo";
import { nextLoadingProgress } from "../../../shared/loading-progress";
import { brandAtom, hostnameAtom } from "../../state/brand";
import { useT } from "../../state/i18n";

/** Shown while the flags resolve (the Suspense fallback of the root): logo and a moving bar. */
export function LoadingScreen() {
  const brand = useAtomValue(brandAtom);
  const hostname = useAtomValue(hostnameAtom);
  const t = useT();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => nextLoadingProgress(p, Math.random())), LOADING_BAR.tickMs);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="min-h-screen grid place-items-center bg-white" data-page="loading">
      <div className="grid gap-6 justify-items-center w-[min(320px,80vw)]">
        <img src={loadingLogo(brand?.theme.secondaryLogo ?? null, hostname)} alt={brand?.brand.brandName ?? ""} className="h-14 w-auto" />
        <div
          role="progressbar"
          aria-label={t("loading.label")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="w-full h-1.5 rounded-full bg-line overflow-hidden"
        >
          <div className="h-full bg-brand transition-[width] duration-300" style={{ width: `${progress}%` }} />
        </div>
      </div>
    </div>
  );
}
