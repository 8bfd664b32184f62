import { useState, type ReactNode } from "react";
import type { AccommodationStaticData } from "../../../shared/api/shopping/accommodation";
import { useT } from "../../state/i18n";

/**
 * The hotel's photos: one large, in a box of fixed proportions (nothing moves when it changes or
 * loads), and a row of thumbnail buttons, each named "Photo 2 of 6: …" and marked when shown.
 * Keyboard: Tab to a thumbnail, Enter or Space shows it; arrows move between thumbnails.
 */
export function PhotoGallery({ images, hotelName, overlay }: { images: AccommodationStaticData["images"]; hotelName: string; /** Over the large photo's corner (the save toggle). */ overlay?: ReactNode }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current) return null;
  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    buttons[(index + (event.key === "ArrowRight" ? 1 : buttons.length - 1)) % buttons.length]?.focus();
  };
  return (
    <section aria-label={t("detail.photos")} className="grid gap-2">
      {/* One compiled class (uno.config.ts): positioned for the overlay, in fewer bytes than the list. */}
      <div className=":uno-gallery-photo: relative aspect-[16/10] rounded-lg overflow-hidden bg-brand-soft">
        <img src={current.url} alt={current.alt} width={960} height={600} className="w-full h-full object-cover" />
        {overlay}
      </div>
      {images.length > 1 && (
        <ul className="list-none m-0 p-0 grid grid-cols-4 md:grid-cols-6 gap-2" onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-pressed={index === shown}
                aria-label={t("detail.photo", { n: index + 1, total: images.length, alt: image.alt || hotelName })}
                className={`block w-full aspect-[16/10] p-0 rounded overflow-hidden border-2 border-solid cursor-pointer bg-brand-soft ${index === shown ? "border-brand" : "border-transparent"}`}
              >
                <img src={image.url} alt="" width={160} height={100} loading="lazy" className="w-full h-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
