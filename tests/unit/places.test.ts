import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../shared/constants";
import { DEPARTURE_PLACES, departureNameOf, departurePlacesIn } from "../../shared/places";
import { matchPlaces } from "../../shared/search/place-match";

describe("departure places", () => {
  test("each code once, IATA-shaped, named in every language", () => {
    const codes = DEPARTURE_PLACES.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const place of DEPARTURE_PLACES) {
      expect(place.code).toMatch(/^[A-Z]{3}$/);
      for (const language of LANGUAGES) expect(place.names[language]).toBeTruthy();
    }
  });

  test("named in the shop's language, the other languages' names kept as aliases", () => {
    const italian = departurePlacesIn("it");
    expect(italian.find((p) => p.code === "LON")).toEqual({ code: "LON", kind: "city", name: "Londra", aliases: ["London", "Londres"] });
    expect(departurePlacesIn("es").find((p) => p.code === "MAD")).toEqual({ code: "MAD", kind: "airport", name: "Madrid", aliases: [] });
    expect(departureNameOf("CDG", "it")).toBe("Parigi Charles de Gaulle");
    expect(departureNameOf("XXX", "en")).toBeNull();
  });

  test("typing a city finds it as a whole before its airports, in any language", () => {
    const french = departurePlacesIn("fr");
    expect(matchPlaces(french, "rome").map((p) => p.code)).toEqual(["ROM", "FCO"]);
    expect(matchPlaces(french, "parigi").map((p) => p.code)).toEqual(["PAR", "CDG", "ORY"]);
    expect(matchPlaces(french, "heathrow").map((p) => p.code)).toEqual(["LHR"]);
  });
});
