import type { DemoBrand } from "../types";

/** `hoteles.localhost`: top-hotel brand selling only H (the storefront shows it as HGH). No cookies policy. */
export const hotelesAltura: DemoBrand = {
  id: 3,
  slug: "hoteles",
  domain: "hoteles.localhost",
  language: "es",
  country: "ES",
  colors: { primaryColor: "#6b1f7c", primarySoftColor: "#f6e9f7", primaryTextColor: "#ffffff" },
  products: ["H"],
  details: {
    pageTitle: "Hoteles Altura · Hotel y vuelo",
    brandName: "Hoteles Altura",
    isTopHotelProductType: true,
    productTypesOrder: ["H"],
    phoneNumber: "+34 910 555 218",
    phonePrivacyPolicyUrl: null,
    businessClient: "Altura Hoteles S.L.",
    brandBase: "hotelesaltura",
    brandOrigin: null,
    hasTokenAuthentication: false,
    freeFlightConditions: null,
    currency: "EUR",
    budgetRestriction: null,
    privacyPolicyUrl: "https://www.hotelesaltura.example/privacidad",
    cookiesPolicyUrl: null,
    termsConditionsUrl: "https://www.hotelesaltura.example/condiciones",
    pointsConversionRate: null,
    customPointsLabel: null,
  },
  hero: {
    title: "Hoteles con vistas, vuelo incluido",
    subtitle: "Seleccionamos los mejores hoteles de España y te llevamos hasta ellos: hotel y vuelo en una sola reserva.",
  },
  productExplanation: {
    title: "Tu hotel, tu vuelo, una sola reserva",
    subtitle: "Empieza por donde quieres dormir",
    description:
      "Elige el hotel que te enamora y buscamos los vuelos que mejor encajan con tus fechas. Todo en una única reserva, con atención en español las 24 horas.",
  },
  productSelector: { showSelector: true, extraSelector: false },
  offers: { isScalapayClub: false },
  promo: { h: "/HGH" },
  destinations: {
    H: [
      { code: "BCN", type: "city", name: "Barcelona", title: "Barcelona, Cataluña", subtitle: "Hoteles frente al Mediterráneo" },
      { code: "MAD", type: "city", name: "Madrid", title: "Madrid", subtitle: "Azoteas, museos y buena mesa" },
      { code: "SVQ", type: "city", name: "Sevilla", title: "Sevilla, Andalucía", subtitle: "Patios, azahar y flamenco" },
      { code: "PMI", type: "island", name: "Mallorca", title: "Mallorca, Islas Baleares", subtitle: "Calas escondidas y pueblos de piedra" },
      { code: "TCI", type: "island", name: "Tenerife", title: "Tenerife, Canarias", subtitle: "Sol todo el año a los pies del Teide" },
      { code: "IBZ", type: "island", name: "Ibiza", title: "Ibiza, Islas Baleares", subtitle: "Atardeceres y calas de agua turquesa" },
    ],
  },
  paymentMethods: [
    { code: "CREDIT_CARD", name: "Tarjeta de crédito o débito" },
    { code: "BIZUM", name: "Bizum" },
  ],
  paymentProviders: [{ code: "REDSYS", name: "Redsys" }],
  checkoutOptions: { showInsurance: false, showSeatSelection: true, showSpecialRequest: true, allowInvoice: true },
};
