import { useAtomValue } from "jotai";
import { cartAtom } from "../../../state/checkout";
import { useHydrated } from "../../search-form/use-hydrated";
import { useStepLinks, type StepProps } from "../step-kit";
import { CartReview } from "./CartReview";
import { ConfirmBookingForm } from "./ConfirmBookingForm";
import { VoucherBox } from "./VoucherBox";

/**
 * Everything the traveller entered, each part with a link back to its step; the voucher; the
 * brand's terms; then confirm (ConfirmBookingForm). The cart is the one the last cart call
 * answered, else the one the edge read.
 */
export function ReviewStep({ product, cart: edgeCart, steps, parts }: StepProps<"review">) {
  // Hydrated: its handlers are attached (tests and the buttons wait for it).
  const ready = useHydrated();
  const cart = useAtomValue(cartAtom) ?? edgeCart;
  const { goTo, hrefOf } = useStepLinks(product, cart);
  const ids = { cartId: cart.cartId, requestUuid: cart.requestUuid };
  return (
    <div className="grid gap-5" data-step-form="review" data-step-ready={ready}>
      <CartReview cart={cart} countries={parts.countries} steps={steps} hrefOf={hrefOf} />
      <VoucherBox ids={ids} initial={parts.vouchers} freeFlightCart={product === "FF"} />
      <ConfirmBookingForm ids={ids} paymentMethods={parts.paymentMethods} onConfirmed={() => goTo("confirmation")} />
    </div>
  );
}
