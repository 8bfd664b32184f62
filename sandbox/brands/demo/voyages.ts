import type { DemoBrand } from "../types";

/** `voyages.localhost`: a Lastminute-origin brand (external cookie manager; the tracking flag is on). */
export const voyagesAzur: DemoBrand = {
  id: 4,
  slug: "voyages",
  domain: "voyages.localhost",
  language: "fr",
  country: "FR",
  colors: { primaryColor: "#14396b", primarySoftColor: "#e4f1fb", primaryTextColor: "#ffffff" },
  products: ["DP", "H", "F"],
  details: {
    pageTitle: "Voyages Azur · Vols, hôtels et séjours",
    brandName: "Voyages Azur",
    isTopHotelProductType: false,
    productTypesOrder: ["H", "DP", "F"],
    phoneNumber: "+33 1 70 36 12 48",
    phonePrivacyPolicyUrl: null,
    businessClient: "Voyages Azur SAS",
    brandBase: "lastminute",
    brandOrigin: "Lastminute",
    hasTokenAuthentication: false,
    freeFlightConditions: null,
    currency: "EUR",
    budgetRestriction: null,
    privacyPolicyUrl: "https://www.voyagesazur.example/confidentialite",
    cookiesPolicyUrl: "https://www.voyagesazur.example/cookies",
    termsConditionsUrl: "https://www.voyagesazur.example/conditions-generales",
    pointsConversionRate: null,
    customPointsLabel: null,
  },
  hero: {
    title: "Cap sur le soleil",
    subtitle: "Vols, hôtels et séjours au bord de la Méditerranée, à réserver en quelques clics.",
  },
  productExplanation: {
    title: "Vol + hôtel, le séjour sur mesure",
    subtitle: "Composez, comparez, partez",
    description:
      "Associez le vol et l'hôtel de votre choix pour créer un séjour qui vous ressemble : un seul paiement, un seul dossier et notre équipe à vos côtés jusqu'au retour.",
  },
  productSelector: { showSelector: true, extraSelector: true },
  offers: { isScalapayClub: false },
  promo: { dp: "/DP", h: "/H", f: "/F" },
  destinations: {
    DP: [
      { code: "HER", type: "island", name: "Crète", title: "Crète, Grèce", subtitle: "Plages sauvages et villages blancs" },
      { code: "MLA", type: "island", name: "Malte", title: "Malte", subtitle: "Criques turquoise et cités de pierre blonde" },
      { code: "JTR", type: "island", name: "Santorin", title: "Santorin, Grèce", subtitle: "Couchers de soleil sur la caldeira" },
      { code: "FAO", type: "coast", name: "Algarve", title: "Algarve, Portugal", subtitle: "Falaises dorées et grottes marines" },
      { code: "IBZ", type: "island", name: "Ibiza", title: "Ibiza, Espagne", subtitle: "Criques secrètes et vieille ville perchée" },
    ],
    H: [
      { code: "NCE", type: "beach", name: "Nice", title: "Nice, Côte d'Azur", subtitle: "La promenade des Anglais et le Vieux-Nice" },
      { code: "MRS", type: "city", name: "Marseille", title: "Marseille, Provence", subtitle: "Le Vieux-Port et les calanques" },
      { code: "PAR", type: "city", name: "Paris", title: "Paris, Île-de-France", subtitle: "Musées, bistrots et bords de Seine" },
      { code: "LIS", type: "city", name: "Lisbonne", title: "Lisbonne, Portugal", subtitle: "Tramways, azulejos et belvédères" },
    ],
    F: [
      { code: "ROM", type: "city", name: "Rome", title: "Rome, Italie", subtitle: "Ruines antiques et places animées" },
      { code: "BCN", type: "city", name: "Barcelone", title: "Barcelone, Espagne", subtitle: "Gaudí, tapas et plages urbaines" },
      { code: "ATH", type: "city", name: "Athènes", title: "Athènes, Grèce", subtitle: "L'Acropole au coucher du soleil" },
      { code: "DBV", type: "coast", name: "Dubrovnik", title: "Dubrovnik, Croatie", subtitle: "Remparts et eaux cristallines" },
    ],
  },
  paymentMethods: [
    { code: "CREDIT_CARD", name: "Carte bancaire" },
    { code: "PAYPAL", name: "PayPal" },
    { code: "ONEY", name: "Oney : paiement en 3 ou 4 fois" },
  ],
  paymentProviders: [
    { code: "ADYEN", name: "Adyen" },
    { code: "ONEY", name: "Oney" },
  ],
  checkoutOptions: { showInsurance: true, showSeatSelection: false, showSpecialRequest: true, allowInvoice: false },
};
