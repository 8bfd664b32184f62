import { DealCard } from "../components/deals/DealCard";
import { ResultsMessage } from "../components/results/ResultsStates";
import { dealsLoader } from "../deals/deals-loader";
import { pageTitle } from "../i18n/page-title";
import { useT } from "../state/i18n";
import { SaveToggleSlot } from "../saved-stays/SaveToggleSlot";
import { DealIntentPrefetch } from "../components/deals/DealIntentPrefetch";
import type { Route } from "./+types/deals";

export function loader({ context }: Route.LoaderArgs) {
  return dealsLoader(context);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "screens.deals.title");
}

/** The brand's deals (GetDealsByBP), each leading to a deal search; hidden where the deals-list flag is off. */
export default function Deals({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { state } = loaderData;
  return (
    <div data-page="deals">
      <section className="bg-brand text-brand-text">
        <div className="container-page py-5 md:py-7 grid gap-1">
          <h1 className="m-0 text-2xl md:text-3xl font-800">{t("screens.deals.title")}</h1>
          <p className="m-0 text-base md:text-lg">{t("screens.deals.subtitle")}</p>
        </div>
      </section>
      <div className="container-page py-6 pb-10">
        {state.kind === "deals" ? (
          <ul className="list-none m-0 p-0 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="deals-list">
            {state.deals.map(({ deal, href }) => (
              <li key={deal.id} className="grid">
                <DealCard deal={deal} href={href} saveToggle={<SaveToggleSlot source={{ kind: "deal", deal, href }} />} />
              </li>
            ))}
          </ul>
        ) : (
          <ResultsMessage page={`deals-${state.kind}`} title={t(`deals.${state.kind}.title`)} subtitle={t(`deals.${state.kind}.subtitle`)} retryHref={state.kind === "failed" ? "/deals" : undefined} />
        )}
      </div>
      <DealIntentPrefetch dealSearchTexts={loaderData.dealSearchTexts} />
    </div>
  );
}
