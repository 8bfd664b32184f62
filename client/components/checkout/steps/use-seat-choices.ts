import { useState } from "react";
import type { Cart, Segment, Traveller } from "../../../../shared/api/cart";

/** Per flight, each traveller's seat (travellerId → seat). */
type SeatChoices = Record<Segment, Record<string, string>>;

const NO_SEATS = (): SeatChoices => ({ OUTBOUND: {}, INBOUND: {} });

/**
 * The seats chosen on each flight (starting from the cart's saved selection) and whose seat the
 * next choice is: after a choice, whoever on that flight has no seat yet.
 */
export function useSeatChoices(saved: Cart["seatSelection"], travellers: readonly Traveller[]) {
  const [choices, setChoices] = useState<SeatChoices>(() => {
    const initial = NO_SEATS();
    for (const seat of saved?.seats ?? []) initial[seat.segment][seat.travellerId] = seat.seat;
    return initial;
  });
  const [active, setActive] = useState<Record<Segment, string>>({ OUTBOUND: travellers[0]?.travellerId ?? "", INBOUND: travellers[0]?.travellerId ?? "" });

  const choose = (segment: Segment, seat: string) => {
    const traveller = active[segment];
    setChoices((current) => {
      const bySegment = Object.fromEntries(Object.entries(current[segment]).filter(([id, s]) => id !== traveller && s !== seat));
      const updated = { ...current, [segment]: { ...bySegment, [traveller]: seat } };
      const waiting = travellers.find((tr) => !updated[segment][tr.travellerId]);
      if (waiting) setActive((a) => ({ ...a, [segment]: waiting.travellerId }));
      return updated;
    });
  };
  const chooseFor = (segment: Segment, travellerId: string) => setActive((a) => ({ ...a, [segment]: travellerId }));
  const chosenCount = Object.values(choices).reduce((n, bySegment) => n + Object.keys(bySegment).length, 0);
  return { choices, active, choose, chooseFor, clear: () => setChoices(NO_SEATS()), chosenCount };
}
