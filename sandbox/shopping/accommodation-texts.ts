import type { AccommodationStaticData } from "../../shared/api/shopping";
import type { Language } from "../../shared/constants";
import { roomNameIn } from "../texts";
import { destinationByCode, destinationNameIn } from "./destinations";
import type { CatalogueHotel } from "./hotel-catalogue";

/** An accommodation's texts in one of the four storefront languages (SPEC §9): city, photos, description, rooms, promotion. */
const INTRO: Record<Language, (name: string, city: string, stars: number) => string> = {
  en: (name, city, stars) => `${name} is a ${stars}-star stay in ${city}.`,
  it: (name, city, stars) => `${name} è una struttura a ${stars} stelle a ${city}.`,
  es: (name, city, stars) => `${name} es un alojamiento de ${stars} estrellas en ${city}.`,
  fr: (name, city, stars) => `${name} est un établissement ${stars} étoiles à ${city}.`,
};
const DISTANCE: Record<Language, (km: string) => string> = {
  en: (km) => `The centre is ${km} km away.`,
  it: (km) => `Il centro dista ${km} km.`,
  es: (km) => `El centro está a ${km} km.`,
  fr: (km) => `Le centre est à ${km} km.`,
};
const SURROUNDINGS: Record<Language, (city: string) => string> = {
  en: (city) => `${city} surroundings`,
  it: (city) => `Dintorni di ${city}`,
  es: (city) => `Alrededores de ${city}`,
  fr: (city) => `Les environs de ${city}`,
};
const FLASH_SALE: Record<Language, (percent: number) => string> = {
  en: (percent) => `Flash sale: -${percent}%`,
  it: (percent) => `Offerta lampo: -${percent}%`,
  es: (percent) => `Oferta flash: -${percent} %`,
  fr: (percent) => `Vente flash : -${percent} %`,
};

export type LocalisedFacts = Omit<AccommodationStaticData, "description" | "rooms">;

/** The facts with the city named in `language` (destination, address, photo descriptions). */
export function factsIn(hotel: CatalogueHotel, language: Language): LocalisedFacts {
  const { staticData } = hotel;
  const destination = destinationByCode(staticData.destination.code);
  const city = destination ? destinationNameIn(destination, language) : staticData.destination.name;
  const alts = [`${staticData.name}, ${city}`, SURROUNDINGS[language](city)];
  return {
    ...staticData,
    destination: { ...staticData.destination, name: city },
    address: { ...staticData.address, city },
    mainImage: { ...staticData.mainImage, alt: alts[0]! },
    images: staticData.images.map((image, index) => ({ ...image, alt: alts[Math.min(index, alts.length - 1)]! })),
  };
}

export function staticDataOf(hotel: CatalogueHotel, language: Language): AccommodationStaticData {
  const facts = factsIn(hotel, language);
  const km = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(facts.distanceFromCentreMeters / 1000);
  return {
    ...facts,
    rooms: hotel.rooms.map((room) => ({ name: roomNameIn(room.type, 1, language), maxOccupancy: room.maxOccupancy })),
    description: `${INTRO[language](facts.name, facts.destination.name, facts.stars)} ${DISTANCE[language](km)}`,
  };
}

export const promotionLabelIn = (discountPercent: number, language: Language): string => FLASH_SALE[language](discountPercent);
