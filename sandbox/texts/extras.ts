import type { Language } from "../../shared/constants";

/** The ancillaries' names and descriptions, per product id, in the four storefront languages. */
type Text = Record<Language, string>;

export const EXTRAS_TEXTS: Record<string, { name: Text; description: Text }> = {
  "ins-basic": {
    name: { en: "Travel insurance Basic", it: "Assicurazione viaggio Base", es: "Seguro de viaje Básico", fr: "Assurance voyage Essentielle" },
    description: {
      en: "Medical costs and luggage up to €1,500",
      it: "Spese mediche e bagaglio fino a 1.500 €",
      es: "Gastos médicos y equipaje hasta 1500 €",
      fr: "Frais médicaux et bagages jusqu'à 1 500 €",
    },
  },
  "ins-premium": {
    name: { en: "Cancellation insurance Premium", it: "Assicurazione annullamento Premium", es: "Seguro de cancelación Premium", fr: "Assurance annulation Premium" },
    description: {
      en: "Cancel for any reason up to 48 h before departure",
      it: "Annulli per qualsiasi motivo fino a 48 ore prima della partenza",
      es: "Cancela por cualquier motivo hasta 48 h antes de la salida",
      fr: "Annulez pour tout motif jusqu'à 48 h avant le départ",
    },
  },
  "trf-shared": {
    name: { en: "Shared airport transfer", it: "Transfer condiviso dall'aeroporto", es: "Traslado compartido desde el aeropuerto", fr: "Transfert partagé depuis l'aéroport" },
    description: { en: "Airport ⇄ hotel, both ways", it: "Aeroporto ⇄ hotel, andata e ritorno", es: "Aeropuerto ⇄ hotel, ida y vuelta", fr: "Aéroport ⇄ hôtel, aller et retour" },
  },
  "trf-private": {
    name: { en: "Private airport transfer", it: "Transfer privato dall'aeroporto", es: "Traslado privado desde el aeropuerto", fr: "Transfert privé depuis l'aéroport" },
    description: {
      en: "Private car, airport ⇄ hotel, both ways",
      it: "Auto privata, aeroporto ⇄ hotel, andata e ritorno",
      es: "Coche privado, aeropuerto ⇄ hotel, ida y vuelta",
      fr: "Voiture privée, aéroport ⇄ hôtel, aller et retour",
    },
  },
  "seat-standard": {
    name: { en: "Seat selection", it: "Scelta del posto", es: "Selección de asiento", fr: "Choix du siège" },
    description: { en: "Choose your seat on each flight", it: "Scegli il tuo posto su ogni volo", es: "Elige tu asiento en cada vuelo", fr: "Choisissez votre siège sur chaque vol" },
  },
  "lug-23kg": {
    name: { en: "Checked bag 23 kg", it: "Bagaglio in stiva 23 kg", es: "Maleta facturada de 23 kg", fr: "Bagage en soute 23 kg" },
    description: {
      en: "One extra checked bag per traveller, each way",
      it: "Un bagaglio in stiva in più per viaggiatore, per tratta",
      es: "Una maleta facturada más por viajero, en cada trayecto",
      fr: "Un bagage en soute de plus par voyageur, à chaque trajet",
    },
  },
};
