import { describe, expect, test } from "vitest";
import { foldForMatch, matchPlaces, mergePlaces, placeForTyped, type PlaceOption } from "../../shared/search/place-match";

const places: PlaceOption[] = [
  { code: "SVQ", name: "Séville" },
  { code: "ROM", name: "Rome", suggested: true },
  { code: "PMI", name: "Palma de Majorque" },
  { code: "MJV", name: "Mérida" },
  { code: "MAD", name: "Madrid", suggested: true },
  { code: "VIE", name: "Vienne" },
];
const codes = (typed: string) => matchPlaces(places, typed).map((p) => p.code);

describe("matching typed places", () => {
  test("folds accents, case and spacing", () => {
    expect(foldForMatch("  Séville  ÉTÉ ")).toBe("seville ete");
  });

  test("accent-insensitive, either way round", () => {
    expect(codes("sevi")).toEqual(["SVQ"]);
    expect(codes("SÉVI")).toEqual(["SVQ"]);
    expect(codes("meri")).toEqual(["MJV"]);
  });

  test("the code itself and the name's start rank before a later word, then anywhere", () => {
    expect(codes("ma")).toEqual(["MAD", "PMI"]);
    expect(codes("maj")).toEqual(["PMI"]);
    expect(codes("mad")).toEqual(["MAD"]);
    expect(codes("enne")).toEqual(["VIE"]);
    expect(codes("pmi")).toEqual(["PMI"]);
  });

  test("before anything is typed, only the brand's suggestions", () => {
    expect(codes("")).toEqual(["ROM", "MAD"]);
  });

  test("no match, no options; very long input is no error", () => {
    expect(codes("zzz")).toEqual([]);
    expect(codes("x".repeat(10_000))).toEqual([]);
  });

  test("merging keeps the brand's proposals first and each code once", () => {
    const merged = mergePlaces([{ code: "ROM", name: "Roma eterna" }], [{ code: "PAR", name: "Paris" }, { code: "ROM", name: "Rome" }]);
    expect(merged).toEqual([{ code: "ROM", name: "Roma eterna", suggested: true, aliases: ["Rome"] }, { code: "PAR", name: "Paris" }]);
  });

  test("a proposal named otherwise than the place sold is found by either name", () => {
    const merged = mergePlaces([{ code: "PMI", name: "Maiorca" }], [{ code: "PMI", name: "Palma di Maiorca" }, { code: "PAR", name: "Parigi" }]);
    expect(matchPlaces(merged, "pa").map((p) => p.code)).toEqual(["PAR", "PMI"]);
    expect(matchPlaces(merged, "maio").map((p) => p.code)).toEqual(["PMI"]);
    expect(mergePlaces([{ code: "X", name: "Same" }], [{ code: "X", name: "Same" }])).toEqual([{ code: "X", name: "Same", suggested: true }]);
  });
});

describe("other languages' names and what a typed text names", () => {
  const departures: PlaceOption[] = [
    { code: "ROM", name: "Roma", aliases: ["Rome"] },
    { code: "FCO", name: "Roma Fiumicino", aliases: ["Rome Fiumicino"] },
    { code: "LON", name: "Londra", aliases: ["London", "Londres"] },
    { code: "LIS", name: "Lisbona", aliases: ["Lisbon", "Lisboa", "Lisbonne"] },
  ];
  const found = (typed: string) => matchPlaces(departures, typed).map((p) => p.code);

  test("an alias finds the place, after places whose shown name matches as well", () => {
    expect(found("londres")).toEqual(["LON"]);
    expect(found("lisbon")).toEqual(["LIS"]);
    expect(found("rome")).toEqual(["ROM", "FCO"]);
    expect(found("fiumi")).toEqual(["FCO"]);
    expect(matchPlaces([{ code: "A", name: "Xrom", aliases: ["Romeo"] }, { code: "B", name: "Xrom" }, { code: "C", name: "Roma" }], "rom").map((p) => p.code)).toEqual(["C", "A", "B"]);
  });

  test("leaving the field: an exact name, alias or code names one place; several matches name none", () => {
    expect(placeForTyped(departures, "roma")?.code).toBe("ROM");
    expect(placeForTyped(departures, "Rome")?.code).toBe("ROM");
    expect(placeForTyped(departures, "fco")?.code).toBe("FCO");
    expect(placeForTyped(departures, "LONDRES ")?.code).toBe("LON");
    expect(placeForTyped(departures, "lisb")?.code).toBe("LIS");
    expect(placeForTyped(departures, "ro")).toBeNull();
    expect(placeForTyped(departures, "")).toBeNull();
    expect(placeForTyped(departures, "nowhere")).toBeNull();
  });
});
