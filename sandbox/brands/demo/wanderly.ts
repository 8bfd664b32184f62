import type { DemoBrand } from "../types";

/** `localhost`: the default demo brand. Currency is left unset on purpose (the storefront defaults to EUR). */
export const wanderly: DemoBrand = {
  id: 1,
  slug: "demo",
  domain: "localhost",
  language: "en",
  country: "GB",
  colors: { primaryColor: "#0f6e6e", primarySoftColor: "#e3f4f2", primaryTextColor: "#ffffff" },
  products: ["DP", "H", "F"],
  details: {
    pageTitle: "Wanderly · Flights, hotels and holidays",
    brandName: "Wanderly",
    isTopHotelProductType: false,
    productTypesOrder: ["DP", "H", "F"],
    phoneNumber: "+44 20 7946 0321",
    phonePrivacyPolicyUrl: null,
    businessClient: "Wanderly Travel Ltd",
    brandBase: "wanderly",
    brandOrigin: null,
    hasTokenAuthentication: false,
    freeFlightConditions: null,
    currency: null,
    budgetRestriction: null,
    privacyPolicyUrl: "https://www.wanderly.example/privacy",
    cookiesPolicyUrl: "https://www.wanderly.example/cookies",
    termsConditionsUrl: "https://www.wanderly.example/terms",
    pointsConversionRate: null,
    customPointsLabel: null,
  },
  hero: {
    title: "Where to next?",
    subtitle: "Flights, hotels and holidays across Europe, booked in minutes and looked after from take-off to touchdown.",
  },
  productExplanation: {
    title: "Holidays made simple",
    subtitle: "Flight and hotel together, for less",
    description:
      "Pair any flight with any hotel and we bundle them into one holiday: one price, one booking reference and one team to call if your plans change.",
  },
  productSelector: { showSelector: true, extraSelector: false },
  offers: { isScalapayClub: false },
  promo: { dp: "/DP", h: "/H", f: "/F" },
  destinations: {
    DP: [
      { code: "PMI", type: "island", name: "Majorca", title: "Majorca, Spain", subtitle: "Hidden coves and mountain villages" },
      { code: "JTR", type: "island", name: "Santorini", title: "Santorini, Greece", subtitle: "Whitewashed cliffs above the caldera" },
      { code: "TCI", type: "island", name: "Tenerife", title: "Tenerife, Canary Islands", subtitle: "Sunshine all year at the foot of Mount Teide" },
      { code: "FAO", type: "coast", name: "Algarve", title: "Algarve, Portugal", subtitle: "Golden cliffs and sea caves" },
    ],
    H: [
      { code: "ROM", type: "city", name: "Rome", title: "Rome, Italy", subtitle: "Ancient ruins and lively piazzas" },
      { code: "PAR", type: "city", name: "Paris", title: "Paris, France", subtitle: "Boulevards, bistros and the Seine" },
      { code: "BCN", type: "city", name: "Barcelona", title: "Barcelona, Spain", subtitle: "Gaudí, tapas and city beaches" },
      { code: "AMS", type: "city", name: "Amsterdam", title: "Amsterdam, Netherlands", subtitle: "Canals, galleries and cycle paths" },
    ],
    F: [
      { code: "LIS", type: "city", name: "Lisbon", title: "Lisbon, Portugal", subtitle: "Hilltop viewpoints and yellow trams" },
      { code: "ATH", type: "city", name: "Athens", title: "Athens, Greece", subtitle: "Where the Acropolis meets rooftop bars" },
      { code: "NCE", type: "beach", name: "Nice", title: "Nice, France", subtitle: "The Riviera's seaside promenade" },
      { code: "DBV", type: "coast", name: "Dubrovnik", title: "Dubrovnik, Croatia", subtitle: "Walk the old city walls at sunset" },
    ],
  },
  paymentMethods: [
    { code: "CREDIT_CARD", name: "Credit or debit card" },
    { code: "PAYPAL", name: "PayPal" },
    { code: "APPLE_PAY", name: "Apple Pay" },
  ],
  paymentProviders: [
    { code: "ADYEN", name: "Adyen" },
    { code: "PAYPAL", name: "PayPal" },
  ],
  checkoutOptions: { showInsurance: true, showSeatSelection: true, showSpecialRequest: true, allowInvoice: false },
};
