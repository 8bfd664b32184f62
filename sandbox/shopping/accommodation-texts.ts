import type { AccommodationStaticData } from "../../shared/api/shopping";
import type { Language } from "../../shared/constants";
import type { CatalogueHotel } from "./hotel-catalogue";

/** RetreiveAccommodationStaticData's texts, in the four storefront languages (SPEC §9). */
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

export function staticDataOf(hotel: CatalogueHotel, language: Language): AccommodationStaticData {
  const { staticData } = hotel;
  const km = (staticData.distanceFromCentreMeters / 1000).toFixed(1);
  return {
    ...staticData,
    description: `${INTRO[language](staticData.name, staticData.destination.name, staticData.stars)} ${DISTANCE[language](km)}`,
  };
}
