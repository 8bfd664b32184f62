import type { HotelProposal } from "../../shared/api/shopping";
import type { Language } from "../../shared/constants";
import { roomNameIn } from "../texts";
import { factsIn } from "./accommodation-texts";
import { hotelById } from "./hotel-catalogue";
import { roomFor, type HotelSearch } from "./hotel-offers";

/**
 * The proposal with its texts in `language` (the city, the photo's description, the room), for a
 * proposals page whose `staticData.language` is not the search's own.
 */
export function proposalIn(proposal: HotelProposal, search: HotelSearch, language: Language): HotelProposal {
  const hotel = language === search.language ? undefined : hotelById(proposal.accommodation.id);
  if (!hotel) return proposal;
  const { destination, address, mainImage } = factsIn(hotel, language);
  const room = roomFor(hotel, search.adults + search.childrenAges.length);
  return { ...proposal, accommodation: { ...proposal.accommodation, destination, address, mainImage }, room: { ...proposal.room, name: roomNameIn(room.type, room.count, language) } };
}
