import { describe, expect, test } from "vitest";
import { foldForMatch, matchPlaces, mergePlaces, type PlaceOption } from "../../shared/search/place-match";

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
    expect(merged).toEqual([{ code: "ROM", name: "Roma eterna", suggested: true }, { code: "PAR", name: "Paris" }]);
  });
});
