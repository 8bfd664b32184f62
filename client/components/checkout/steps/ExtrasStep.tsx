import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { AvailableProduct } from "../../../../shared/api/cart";
import { formatMoney } from "../../../../shared/money";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { languageAtom } from "../../../state/brand";
import { cartAtom } from "../../../state/checkout";
import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";
import { CallFailure } from "../form/ErrorSummary";
import { nextViewOf, useStepLinks, type StepProps } from "../step-kit";
import { SpecialRequestForm } from "./SpecialRequestForm";

/** One cover and one transfer at most: choosing another of the kind replaces the one in the cart. */
const ONE_PER_KIND = new Set(["INSURANCE", "TRANSFER"]);
const KIND_ORDER = ["INSURANCE", "TRANSFER", "EXTRA_LUGGAGE"] as const;

/**
 * What can be added to the trip (GetAvailableProducts): each with its price as offered; added,
 * replaced or removed one call at a time, the total following the cart the backend answers.
 * Then a special request for the hotel or the airline.
 */
export function ExtrasStep({ product, cart: edgeCart, steps, parts }: StepProps<"extras">) {
  // Hydrated: its handlers are attached (tests and the buttons wait for it).
  const ready = useHydrated();
  const t = useT();
  const language = useAtomValue(languageAtom);
  const cart = useAtomValue(cartAtom) ?? edgeCart;
  const calls = useCartCalls();
  const { hrefOf } = useStepLinks(product, cart);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
  const inCart = new Map(cart.details.ancillaries.map((added) => [added.productId, added]));
  const travellers = cart.config.adults + cart.config.childrenAges.length;

  async function toggle(offer: AvailableProduct) {
    if (pending) return;
    setFailure(null);
    setPending(offer.productId);
    const rival = ONE_PER_KIND.has(offer.kind) ? cart.details.ancillaries.find((added) => added.kind === offer.kind && added.productId !== offer.productId) : undefined;
    const outcome = inCart.has(offer.productId)
      ? await calls((api) => api.removeProductsFromCart(ids, [offer.productId]))
      : rival
      ? await calls((api) => api.replaceProductsInCart({ ...ids, products: cart.details.ancillaries.filter((added) => added.productId !== rival.productId).map(({ productId, quantity }) => ({ productId, quantity })).concat({ productId: offer.productId, quantity: 1 }) }))
      : await calls((api) => api.addProductToCart({ ...ids, productId: offer.productId, quantity: 1 }));
    setPending(null);
    if (!outcome.ok) setFailure(outcome.failureKey);
  }

  const offers = parts.available.filter((offer) => offer.kind !== "SEAT_SELECTION");
  return (
    <div className="grid gap-5" data-step-form="extras" data-step-ready={ready}>
      {KIND_ORDER.map((kind) => {
        const ofKind = offers.filter((offer) => offer.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} className="card p-4 md:p-5 grid gap-3 min-w-0" aria-labelledby={`extras-${kind}`}>
            <h3 id={`extras-${kind}`} className="m-0 text-lg font-800">
              {t(`checkout.extras.kinds.${kind}`)}
            </h3>
            <ul className="list-none m-0 p-0 grid gap-3">
              {ofKind.map((offer) => {
                const added = inCart.get(offer.productId);
                const each = formatMoney(offer.unitPrice.amount, offer.unitPrice.currency, language);
                return (
                  <li key={offer.productId} className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 items-center rounded border-2 border-solid p-3 ${added ? "border-brand bg-brand-soft/40" : "border-line"}`} data-product={offer.productId}>
                    <span className="font-700">{offer.name}</span>
                    <span className="font-700 tabular-nums text-right">
                      {added ? formatMoney(added.price.amount, added.price.currency, language) : offer.pricing === "PER_TRAVELLER" ? t("checkout.extras.perTraveller", { price: each }) : each}
                    </span>
                    <span className="text-sm text-ink-soft">
                      {offer.description}
                      {offer.pricing === "PER_TRAVELLER" && travellers > 1 ? ` · ${t("checkout.extras.forEveryone", { count: travellers })}` : ""}
                    </span>
                    <button
                      type="button"
                      aria-pressed={added ? true : false}
                      aria-label={`${added ? t("checkout.extras.remove") : t("checkout.extras.add")}: ${offer.name}`}
                      className={`${added ? "btn-secondary" : "btn-primary"} h-[40px] px-4 justify-self-end`}
                      aria-disabled={pending !== null}
                      onClick={() => toggle(offer)}
                    >
                      {pending === offer.productId ? t("checkout.saving") : added ? t("checkout.extras.remove") : t("checkout.extras.add")}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
      {parts.showSpecialRequest && <SpecialRequestForm ids={ids} saved={cart.specialRequest?.text ?? parts.specialRequest?.text ?? null} />}
      <CallFailure messageKey={failure} />
      <div>
        <Link to={hrefOf(nextViewOf(steps, "extras"))} className="btn-primary btn-lg min-w-[200px] no-underline" data-testid="step-submit">
          {t("checkout.continue")}
        </Link>
      </div>
    </div>
  );
}
