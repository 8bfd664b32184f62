import { Link } from "react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { Segment } from "../../../../shared/api/cart";
import { formatMoney } from "../../../../shared/money";
import { useCartCalls } from "../../../checkout/use-cart-write";
import { languageAtom } from "../../../state/brand";
import { useT } from "../../../state/i18n";
import { useHydrated } from "../../search-form/use-hydrated";
import { CallFailure } from "../form/ErrorSummary";
import { nextViewOf, useStepLinks, type StepProps } from "../step-kit";
import { SeatMap } from "./SeatMap";

type Choices = Record<Segment, Record<string, string>>; // segment → travellerId → seat

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
  const [choices, setChoices] = useState<Choices>(() => {
    const initial: Choices = { OUTBOUND: {}, INBOUND: {} };
    for (const seat of cart.seatSelection?.seats ?? []) initial[seat.segment][seat.travellerId] = seat.seat;
    return initial;
  });
  const [active, setActive] = useState<Record<Segment, string>>({ OUTBOUND: travellers[0]?.travellerId ?? "", INBOUND: travellers[0]?.travellerId ?? "" });
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

  const nameOf = (travellerId: string) => travellers.find((tr) => tr.travellerId === travellerId)?.firstName ?? travellerId;
  const chosenCount = Object.values(choices).reduce((n, bySegment) => n + Object.keys(bySegment).length, 0);

  function choose(segment: Segment, seat: string) {
    const traveller = active[segment];
    setChoices((current) => {
      const bySegment = Object.fromEntries(Object.entries(current[segment]).filter(([id, s]) => id !== traveller && s !== seat));
      const updated = { ...current, [segment]: { ...bySegment, [traveller]: seat } };
      // Next, whoever on this flight has no seat yet.
      const waiting = travellers.find((tr) => !updated[segment][tr.travellerId]);
      if (waiting) setActive((a) => ({ ...a, [segment]: waiting.travellerId }));
      return updated;
    });
  }

  async function save() {
    if (busy) return;
    setFailure(null);
    const seats = map!.segments.flatMap((segment) => Object.entries(choices[segment]).map(([travellerId, seat]) => ({ travellerId, segment, seat })));
    setBusy(true);
    const outcome = seats.length > 0
      ? await calls((api) => api.createSeatSelectionProduct({ ...ids, seats }))
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
    setChoices({ OUTBOUND: {}, INBOUND: {} });
  }

  return (
    <div className="grid gap-5" data-step-form="seats" data-step-ready={ready}>
      <p className="m-0 text-ink-soft">
        {t("checkout.seats.intro", { price: formatMoney(offer.unitPrice.amount, offer.unitPrice.currency, language) })}
      </p>
      {map.segments.map((segment) => (
        <section key={segment} className="card p-4 md:p-5 grid gap-4 min-w-0" aria-labelledby={`seats-${segment}`}>
          <h3 id={`seats-${segment}`} className="m-0 text-lg font-800">
            {t(`checkout.seats.segment.${segment}`)}
          </h3>
          <fieldset className="m-0 p-0 border-0 flex flex-wrap gap-2">
            <legend className="p-0 mb-2 text-sm font-600">{t("checkout.seats.choosingFor")}</legend>
            {travellers.map((traveller) => (
              <label key={traveller.travellerId} className={`inline-flex items-center gap-2 rounded-full border-2 border-solid px-3 min-h-[40px] cursor-pointer ${active[segment] === traveller.travellerId ? "border-brand bg-brand-soft" : "border-line"}`}>
                <input type="radio" name={`active-${segment}`} checked={active[segment] === traveller.travellerId} onChange={() => setActive((a) => ({ ...a, [segment]: traveller.travellerId }))} className="accent-[var(--brand-primary)]" />
                <span className="font-600">{traveller.firstName}</span>
                <span className="text-sm text-ink-soft" data-testid={`seat-of-${segment}-${traveller.travellerId}`}>
                  {choices[segment][traveller.travellerId] ?? t("checkout.seats.none")}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="overflow-x-auto max-h-[420px] overflow-y-auto rounded border border-solid border-line py-3">
            <SeatMap
              map={map}
              segment={segment}
              label={t("checkout.seats.mapLabel", { flight: t(`checkout.seats.segment.${segment}`) })}
              chosen={new Map(Object.entries(choices[segment]).map(([id, seat]) => [seat, nameOf(id)]))}
              onChoose={(seat) => choose(segment, seat)}
            />
          </div>
          <p className="m-0 flex flex-wrap gap-4 text-sm text-ink-soft" aria-hidden="true">
            <span><span className="inline-block w-3 h-3 rounded-sm bg-white border border-solid border-ink-soft/40 mr-1" />{t("checkout.seats.free")}</span>
            <span><span className="inline-block w-3 h-3 rounded-sm bg-line mr-1" />{t("checkout.seats.taken")}</span>
            <span><span className="inline-block w-3 h-3 rounded-sm bg-brand mr-1" />{t("checkout.seats.yours")}</span>
          </p>
        </section>
      ))}
      <CallFailure messageKey={failure} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary btn-lg min-w-[200px]" aria-disabled={busy} onClick={save} data-testid="step-submit">
          {busy ? t("checkout.saving") : chosenCount > 0 ? t("checkout.seats.save", { count: chosenCount }) : t("checkout.seats.skip")}
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
