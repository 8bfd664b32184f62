import { useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { comparedIdsFrom } from "../../../shared/saved-stays/trips";
import { useAfterHydration } from "../../saved-stays/SaveToggleSlot";
import { noSavedStays, savedStays, subscribeToSavedStays } from "../../saved-stays/storage";
import { useT } from "../../state/i18n";
import { CompareView } from "./CompareView";
import "./saved-page.css";
import { SavedTrips } from "./SavedTrips";

/**
 * /saved: the stays this browser has saved, by trip, or two or three of them compared
 * (`?compare=…`, so Back and Reload keep it). They live in this browser only, so the server's
 * page is the frame and a placeholder; the list is read once hydrated.
 */
export function SavedScreen() {
  const t = useT();
  const hydrated = useAfterHydration();
  const [params] = useSearchParams();
  const compare = comparedIdsFrom(params.get("compare"));
  return (
    <div data-page="saved">
      <section className="bg-brand text-brand-text">
        <div className="container-page py-5 md:py-7 grid gap-1">
          <h1 id="saved-title" tabIndex={-1} className="m-0 text-2xl md:text-3xl font-800 outline-none">
            {t(compare.length ? "saved.compare.heading" : "saved.title")}
          </h1>
          <p className="m-0 text-base md:text-lg">{t("saved.subtitle")}</p>
        </div>
      </section>
      <div className="container-page py-6 pb-10">
        {hydrated ? (
          <SavedContent compare={compare} />
        ) : (
          <>
            <p className="m-0 text-ink-soft" aria-busy="true">
              {t("saved.loading")}
            </p>
            <noscript>
              <p className="m-0">{t("saved.noScript")}</p>
            </noscript>
          </>
        )}
      </div>
    </div>
  );
}

function SavedContent({ compare }: { compare: string[] }) {
  const stays = useSyncExternalStore(subscribeToSavedStays, savedStays, noSavedStays);
  // One clock per visit: "2 hours ago" does not tick while the shopper reads.
  const [now] = useState(() => Date.now());
  return compare.length ? <CompareView stays={stays} ids={compare} now={now} /> : <SavedTrips stays={stays} now={now} />;
}
