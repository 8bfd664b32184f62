import type { DemoBrand } from "../types";

/** `viaggi.localhost`: Italian brand with the free-flight voucher, the Scalapay club offer and SSO. */
export const viaggiSole: DemoBrand = {
  id: 2,
  slug: "viaggi",
  domain: "viaggi.localhost",
  language: "it",
  country: "IT",
  colors: { primaryColor: "#c94a1c", primarySoftColor: "#fdeee6", primaryTextColor: "#ffffff" },
  products: ["DP", "F", "FF", "H"],
  details: {
    pageTitle: "Viaggi Sole · Voli, hotel e vacanze",
    brandName: "Viaggi Sole",
    isTopHotelProductType: false,
    productTypesOrder: ["DP", "F", "FF", "H"],
    phoneNumber: "+39 02 9475 1234",
    phonePrivacyPolicyUrl: "https://www.viaggisole.example/privacy-telefono",
    businessClient: "Viaggi Sole S.r.l.",
    brandBase: "viaggisole",
    brandOrigin: null,
    hasTokenAuthentication: true,
    freeFlightConditions: { voucherAmount: 150 },
    currency: "EUR",
    budgetRestriction: null,
    privacyPolicyUrl: "https://www.viaggisole.example/privacy",
    cookiesPolicyUrl: "https://www.viaggisole.example/cookie",
    termsConditionsUrl: "https://www.viaggisole.example/termini-e-condizioni",
    pointsConversionRate: 1,
    customPointsLabel: "Punti Sole",
  },
  hero: {
    title: "Il sole ti aspetta",
    subtitle: "Voli, hotel e pacchetti vacanza al miglior prezzo, con assistenza in italiano dalla prenotazione al rientro.",
  },
  productExplanation: {
    title: "Volo + hotel, tutto in uno",
    subtitle: "Scegli insieme e risparmi",
    description:
      "Combina il volo e l'hotel che preferisci in un'unica prenotazione: un solo pagamento, un solo contatto e, se vuoi, tre comode rate con Scalapay.",
  },
  productSelector: { showSelector: true, extraSelector: true },
  offers: { isScalapayClub: true },
  promo: { dp: "/DP", h: "/H", f: "/F" },
  destinations: {
    DP: [
      { code: "JTR", type: "island", name: "Santorini", title: "Santorini, Grecia", subtitle: "Tramonti sulla caldera" },
      { code: "PMI", type: "island", name: "Maiorca", title: "Maiorca, Spagna", subtitle: "Calette turchesi e paesi di montagna" },
      { code: "HER", type: "island", name: "Creta", title: "Creta, Grecia", subtitle: "Spiagge rosa e antichi palazzi minoici" },
      { code: "MLA", type: "island", name: "Malta", title: "Malta", subtitle: "Mare cristallino e città di pietra dorata" },
    ],
    F: [
      { code: "PAR", type: "city", name: "Parigi", title: "Parigi, Francia", subtitle: "Un weekend tra musei e bistrot" },
      { code: "BCN", type: "city", name: "Barcellona", title: "Barcellona, Spagna", subtitle: "Gaudí, tapas e spiagge in città" },
      { code: "LON", type: "city", name: "Londra", title: "Londra, Regno Unito", subtitle: "Mercati, musei e pub storici" },
      { code: "LIS", type: "city", name: "Lisbona", title: "Lisbona, Portogallo", subtitle: "Tram gialli e belvedere sul Tago" },
      { code: "ATH", type: "city", name: "Atene", title: "Atene, Grecia", subtitle: "L'Acropoli e i sapori dell'Egeo" },
    ],
    H: [
      { code: "ROM", type: "city", name: "Roma", title: "Roma, Lazio", subtitle: "Arte, storia e trattorie" },
      { code: "VCE", type: "city", name: "Venezia", title: "Venezia, Veneto", subtitle: "Canali, palazzi e cicchetti" },
      { code: "NAP", type: "city", name: "Napoli", title: "Napoli, Campania", subtitle: "Il golfo, la pizza e il Vesuvio" },
      { code: "CTA", type: "city", name: "Catania", title: "Catania, Sicilia", subtitle: "Barocco siciliano all'ombra dell'Etna" },
      { code: "OLB", type: "beach", name: "Olbia", title: "Olbia, Sardegna", subtitle: "La porta della Costa Smeralda" },
    ],
  },
  paymentMethods: [
    { code: "CREDIT_CARD", name: "Carta di credito o debito" },
    { code: "PAYPAL", name: "PayPal" },
    { code: "SCALAPAY", name: "Scalapay: paga in 3 rate" },
  ],
  paymentProviders: [
    { code: "ADYEN", name: "Adyen" },
    { code: "SCALAPAY", name: "Scalapay" },
  ],
  footerScript: "/third-party/footer-widget.js",
  checkoutOptions: { showInsurance: true, showSeatSelection: true, showSpecialRequest: true, allowInvoice: true },
};
