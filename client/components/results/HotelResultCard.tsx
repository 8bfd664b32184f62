import type { MouseEvent, ReactNode } from "react";
import type { HotelCard } from "../../../shared/search/hotel-card";
import { useStayHighlight } from "../../state/results";
import { useT } from "../../state/i18n";
import { HotelCardFacts } from "./HotelCardFacts";
import { HotelCardPrice } from "./HotelCardPrice";

interface HotelResultCardProps {
  proposal: HotelCard;
  party: { adults: number; children: number };
  detailHref: string;
  position: number;
  /** Tracks the choice and opens the detail in the app (the list's one handler, see HotelResultsScreen). */
  onChoose: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Beside the map the column is narrower: photo and facts side by side, the price below. */
  compact?: boolean;
  /** The save toggle's slot (empty in the server's HTML), over the photo's corner. */
  saveToggle?: ReactNode;
  /** The page's first card: its link makes React Router learn the hotel page's route (see HotelCardFacts). */
  discover?: boolean;
}

/**
 * One stay, told honestly: the total for the whole party and stay is the headline price, with the
 * price per night beside it; what a package includes; free cancellation with its deadline; a
 * promotion shows the original total struck through. Nothing optional is pre-selected.
 *
 * Twenty of these make most of a results page, so each part's utilities are compiled into one
 * named class (`:uno-…:`, uno.config.ts; the compiled literal loses its trailing space, so the
 * parts added to it start with one) and texts are single strings (no React text separators).
 * Nothing is there for tests alone: they find a part by its compiled name (`.hcard-total`), and
 * the article needs no name of its own (its heading is the first thing in it).
 * The hotel's name is the card's one link, stretched over the whole card: one tab stop per card,
 * and the "see rooms" button is what that link looks like at the end of the card.
 */
export function HotelResultCard({ proposal, party, detailHref, position, onChoose, compact = false, saveToggle, discover = false }: HotelResultCardProps) {
  const t = useT();
  const [highlighted, highlight] = useStayHighlight(proposal.id);
  return (
    <article
      data-proposal-id={proposal.id}
      className={":uno-hcard: card overflow-hidden grid relative" + " " + (compact ? ":uno-hcard-narrow: md:grid-cols-[200px_1fr]" : ":uno-hcard-wide: md:grid-cols-[260px_1fr_220px]") + (highlighted ? " outline-3 outline-solid outline-brand" : "")}
      // A pointer moving over the card, not one the list scrolls under (choosing a pin scrolls its
      // card into view; Chrome then fires mouseenter on whatever card passes under a resting pointer).
      // A mouse or a pen only: a finger has nothing to hover with, and the mouse events a tap ends
      // in would render the card again just as its hotel's page is being shown.
      onPointerMove={(event) => event.pointerType !== "touch" && highlight()}
      onFocus={highlight}
    >
      <div className=":uno-hcard-media: relative aspect-[16/10] md:aspect-auto md:h-full bg-brand-soft">
        <img src={proposal.imageUrl} alt="" width={520} height={325} loading={position <= 2 ? undefined : "lazy"} className=":uno-hcard-img: w-full h-full object-cover" />
        {saveToggle}
        {proposal.promotion && <span className=":uno-hcard-flash: absolute top-2 left-2 rounded bg-[#b00020] text-white text-[13px] font-700 px-2 py-1">{t("results.card.flashSale")}</span>}
      </div>
      <HotelCardFacts proposal={proposal} detailHref={detailHref} onChoose={onChoose} discover={discover} />
      <HotelCardPrice proposal={proposal} party={party} compact={compact} />
    </article>
  );
}
