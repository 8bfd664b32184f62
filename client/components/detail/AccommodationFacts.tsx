import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import type { AccommodationStaticData } from "../../../shared/api/shopping/accommodation";
import { languageAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { formatDistance, plural } from "../results/format";
import { PhotoGallery } from "./PhotoGallery";
import { numberFormat } from "../../../shared/intl-formats";

/** The top of a hotel's page: name, stars, address, rating, promotions and photos. */
export function AccommodationHeader({
  facts,
  promotions,
  saveToggle,
}: {
  facts: AccommodationStaticData;
  promotions: { label: string; discountPercent: number }[];
  /** The save toggle's slot, over the large photo (empty in the server's HTML). */
  saveToggle?: ReactNode;
}) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { address } = facts;
  return (
    <div className="grid gap-5 min-w-0" data-testid="hotel-facts">
      <header className="grid gap-1">
        <h1 className="m-0 text-2xl md:text-3xl font-800">{facts.name}</h1>
        <p className="m-0 text-sm text-ink-soft">
          <span aria-hidden="true" className="text-warning tracking-[1px]">{"★".repeat(facts.stars)}</span>{" "}
          {t("results.card.stars", { count: facts.stars, type: t(`results.propertyTypes.${facts.propertyType}`) })} · {address.street}, {address.postalCode} {address.city} ·{" "}
          {t("results.card.fromCentre", { distance: formatDistance(facts.distanceFromCentreMeters, language) })}
        </p>
        <p className="m-0 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded bg-brand text-brand-text font-800 px-2 py-0.5">
            {t("results.card.rating", { score: numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(facts.rating.score) })}
          </span>
          <span className="text-ink-soft">{t("results.card.reviews", { count: numberFormat(language).format(facts.rating.reviewCount) })}</span>
          {promotions.map((promotion) => (
            <span key={promotion.label} className="rounded bg-[#fde8eb] text-[#b00020] font-700 px-1.5">
              {promotion.label}
            </span>
          ))}
        </p>
      </header>
      <PhotoGallery images={facts.images.length ? facts.images : [facts.mainImage]} hotelName={facts.name} overlay={saveToggle} />
    </div>
  );
}

/** What the hotel offers: description, times, amenities and rooms (below the price on phones). */
export function AccommodationDetails({ facts }: { facts: AccommodationStaticData }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <div className="grid gap-5 min-w-0">
      <section aria-labelledby="about-heading" className="grid gap-2">
        <h2 id="about-heading" className="m-0 text-lg font-800">
          {t("detail.about")}
        </h2>
        <p className="m-0 leading-relaxed">{facts.description}</p>
        <p className="m-0 text-sm text-ink-soft">{t("detail.times", { checkIn: facts.checkInFrom, checkOut: facts.checkOutUntil })}</p>
      </section>
      {facts.amenities.length > 0 && (
        <section aria-labelledby="amenities-heading" className="grid gap-2">
          <h2 id="amenities-heading" className="m-0 text-lg font-800">
            {t("detail.amenities")}
          </h2>
          <ul className="m-0 pl-5 grid grid-cols-2 gap-1 text-sm">
            {facts.amenities.map((amenity) => (
              <li key={amenity}>{t(`results.amenities.${amenity}`)}</li>
            ))}
          </ul>
        </section>
      )}
      {facts.rooms.length > 0 && (
        <section aria-labelledby="rooms-heading" className="grid gap-2">
          <h2 id="rooms-heading" className="m-0 text-lg font-800">
            {t("detail.rooms")}
          </h2>
          <ul className="m-0 pl-5 grid gap-1 text-sm">
            {facts.rooms.map((room) => (
              <li key={room.name}>
                {room.name} · {plural(t, language, "detail.upTo", room.maxOccupancy)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
