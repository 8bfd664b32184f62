import type { SeatMap as SeatMapData, Segment, Traveller } from "../../../../shared/api/cart";
import { useT } from "../../../state/i18n";
import { SeatMap } from "./SeatMap";

/**
 * One flight's seats: whose seat the next choice is (a radio per traveller, with the seat they
 * have), the cabin, and the key to its colours.
 */
export function SegmentSeats({
  segment,
  map,
  travellers,
  seats,
  active,
  onActive,
  onChoose,
}: {
  segment: Segment;
  map: SeatMapData;
  travellers: readonly Traveller[];
  /** travellerId → seat, on this flight. */
  seats: Record<string, string>;
  /** The traveller the next seat is for. */
  active: string;
  onActive: (travellerId: string) => void;
  onChoose: (seat: string) => void;
}) {
  const t = useT();
  const nameOf = (travellerId: string) => travellers.find((tr) => tr.travellerId === travellerId)?.firstName ?? travellerId;
  return (
    <section className="card p-4 md:p-5 grid gap-4 min-w-0" aria-labelledby={`seats-${segment}`}>
      <h3 id={`seats-${segment}`} className="m-0 text-lg font-800">
        {t(`checkout.seats.segment.${segment}`)}
      </h3>
      <fieldset className="m-0 p-0 border-0 flex flex-wrap gap-2">
        <legend className="p-0 mb-2 text-sm font-600">{t("checkout.seats.choosingFor")}</legend>
        {travellers.map((traveller) => (
          <label key={traveller.travellerId} className={`inline-flex items-center gap-2 rounded-full border-2 border-solid px-3 min-h-[40px] cursor-pointer ${active === traveller.travellerId ? "border-brand bg-brand-soft" : "border-line"}`}>
            <input type="radio" name={`active-${segment}`} checked={active === traveller.travellerId} onChange={() => onActive(traveller.travellerId)} className="accent-[var(--brand-primary)]" />
            <span className="font-600">{traveller.firstName}</span>
            <span className="text-sm text-ink-soft" data-testid={`seat-of-${segment}-${traveller.travellerId}`}>
              {seats[traveller.travellerId] ?? t("checkout.seats.none")}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="overflow-x-auto max-h-[420px] overflow-y-auto rounded border border-solid border-line py-3">
        <SeatMap
          map={map}
          segment={segment}
          label={t("checkout.seats.mapLabel", { flight: t(`checkout.seats.segment.${segment}`) })}
          chosen={new Map(Object.entries(seats).map(([id, seat]) => [seat, nameOf(id)]))}
          onChoose={onChoose}
        />
      </div>
      <p className="m-0 flex flex-wrap gap-4 text-sm text-ink-soft" aria-hidden="true">
        <span><span className="inline-block w-3 h-3 rounded-sm bg-white border border-solid border-ink-soft/40 mr-1" />{t("checkout.seats.free")}</span>
        <span><span className="inline-block w-3 h-3 rounded-sm bg-line mr-1" />{t("checkout.seats.taken")}</span>
        <span><span className="inline-block w-3 h-3 rounded-sm bg-brand mr-1" />{t("checkout.seats.yours")}</span>
      </p>
    </section>
  );
}
