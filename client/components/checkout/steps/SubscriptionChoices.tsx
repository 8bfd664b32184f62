import { SUBSCRIPTION_NAMES, type Subscription } from "../../../../shared/api/cart";
import { useT } from "../../../state/i18n";

/** The offers a shopper may want, each a checkbox ticked only when they accepted it before (never pre-ticked). */
export function SubscriptionChoices({ saved }: { saved: Subscription[] }) {
  const t = useT();
  const accepted = new Set(saved.filter((s) => s.accepted).map((s) => s.name));
  return (
    <fieldset className="card m-0 p-4 md:p-5 border-0 min-w-0">
      <legend className="float-left w-full p-0 mb-4 text-lg font-800">{t("checkout.subscriptions.heading")}</legend>
      <div className="clear-left grid gap-4 ">
        {SUBSCRIPTION_NAMES.map((name) => (
          <label key={name} className="flex items-start gap-3 min-h-[44px] cursor-pointer">
            <input type="checkbox" name="subscription" value={name} defaultChecked={accepted.has(name)} className="mt-1 w-5 h-5 shrink-0 accent-[var(--brand-primary)]" />
            <span>{t(`checkout.subscriptions.${name}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
