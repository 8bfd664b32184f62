import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { formatMoney } from "../../../../shared/money";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { languageAtom } from "../../../state/brand";
import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";
import { CallFailure } from "../form/ErrorSummary";
import { nextViewOf, useStepLinks, type StepProps } from "../step-kit";
import { SegmentSeats } from "./SegmentSeats";
import { useSeatChoices } from "./use-seat-choices";

/**
 * Seats on each flight, on the cabin the backend offers: choose whose seat it is, then the seat.
 * Saved with CreateSeatSelectionProduct (priced by the backend); a saved choice can be removed
 * (RemoveProductsFromCart) or skipped altogether.
 */
export function SeatsStep({ product, cart, steps, parts }: StepProps<"seats">) {
  // Hydrated: its handlers are attached (tests and the buttons wait for it).
  const ready = useHydrated();
  const t = useT();
  const language = useAtomValue(languageAtom);
  const calls = useCartCalls();
  const { goTo, hrefOf } = useStepLinks(product, cart);
  const offer = cart.products.find((p) => p.kind === "SEAT_SELECTION");
  const map = offer?.seatMap;
  const travellers = parts.travellers;
  const seats = useSeatChoices(cart.seatSelection, travellers);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const next = nextViewOf(steps, "seats");
  const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };

  if (!map || !offer || travellers.length === 0) {
    return (
      <div className="card p-4 md:p-5 grid gap-3">
        <p className="m-0">{t("checkout.seats.unavailable")}</p>
        <Link to={hrefOf(next)} className="btn-primary no-underline justify-self-start">
          {t("checkout.continue")}
        </Link>
      </div>
    );
  }

  async function save() {
    if (busy) return;
    setFailure(null);
    const chosen = map!.segments.flatMap((segment) => Object.entries(seats.choices[segment]).map(([travellerId, seat]) => ({ travellerId, segment, seat })));
    setBusy(true);
    const outcome = chosen.length > 0
      ? await calls((api) => api.createSeatSelectionProduct({ ...ids, seats: chosen }))
      : cart.seatSelection
      ? await calls((api) => api.removeProductsFromCart(ids, [cart.seatSelection!.productId]))
      : ({ ok: true } as const);
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failureKey);
    goTo(next);
  }

  async function removeAll() {
    if (busy || !cart.seatSelection) return;
    setBusy(true);
    const outcome = await calls((api) => api.removeProductsFromCart(ids, [cart.seatSelection!.productId]));
    setBusy(false);
    if (!outcome.ok) return setFailure(outcome.failureKey);
    seats.clear();
  }

  return (
    <div className="grid gap-5" data-step-form="seats" data-step-ready={ready}>
      <p className="m-0 text-ink-soft">
        {t("checkout.seats.intro", { price: formatMoney(offer.unitPrice.amount, offer.unitPrice.currency, language) })}
      </p>
      {map.segments.map((segment) => (
        <SegmentSeats
          key={segment}
          segment={segment}
          map={map}
          travellers={travellers}
          seats={seats.choices[segment]}
          active={seats.active[segment]}
          onActive={(travellerId) => seats.chooseFor(segment, travellerId)}
          onChoose={(seat) => seats.choose(segment, seat)}
        />
      ))}
      <CallFailure messageKey={failure} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary btn-lg min-w-[200px]" aria-disabled={busy} onClick={save} data-testid="step-submit">
          {busy ? t("checkout.saving") : seats.chosenCount > 0 ? t("checkout.seats.save", { count: seats.chosenCount }) : t("checkout.seats.skip")}
        </button>
        {cart.seatSelection && (
          <button type="button" className="btn-secondary" onClick={removeAll} data-testid="remove-seats">
            {t("checkout.seats.remove")}
          </button>
        )}
      </div>
    </div>
  );
}
