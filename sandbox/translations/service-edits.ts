/**
 * Where the sandbox's translation service differs from the bundled dictionaries (public/i18n), as
 * a real service's copy would after the last deploy: copywriters changed a text, and a brand's
 * campaign has texts that were never bundled. Keys are dotted, their first segment the namespace.
 */
export const SERVICE_EDITS: Record<string, Record<string, string>> = {
  en: {
    "promo.viaggi.dp.title": "Your flight is on us",
    "promo.hoteles.h.title": "Top hotels with your flight sorted",
    "promo.hoteles.h.subtitle": "Four- and five-star stays with the flight arranged for you.",
    "promo.hoteles.h.cta": "See top hotels",
  },
  it: {
    // viaggi.localhost (it) shows this one: the bundle says something else.
    "promo.viaggi.dp.title": "Il volo lo offriamo noi",
    "promo.hoteles.h.title": "Hotel top con il volo già incluso",
    "promo.hoteles.h.subtitle": "Soggiorni a quattro e cinque stelle con il volo organizzato per te.",
    "promo.hoteles.h.cta": "Vedi gli hotel top",
  },
  es: {
    "promo.viaggi.dp.title": "El vuelo corre de nuestra cuenta",
    // hoteles.localhost (es): its banner exists only here, never bundled.
    "promo.hoteles.h.title": "Hoteles top con el vuelo resuelto",
    "promo.hoteles.h.subtitle": "Estancias de cuatro y cinco estrellas con el vuelo organizado.",
    "promo.hoteles.h.cta": "Ver hoteles top",
  },
  fr: {
    "promo.viaggi.dp.title": "Le vol, c'est nous qui l'offrons",
    "promo.hoteles.h.title": "Hôtels d'exception, vol compris",
    "promo.hoteles.h.subtitle": "Séjours quatre et cinq étoiles, vol organisé pour vous.",
    "promo.hoteles.h.cta": "Voir les hôtels d'exception",
  },
};
