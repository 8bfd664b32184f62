import { describe, expect, test } from "vitest";
import { MEAL_PLANS } from "../../shared/api/shopping/hotel-search-constants";
import { SAVED_STAYS } from "../../shared/constants";
import { savedStayIdOf, tripKeyOf } from "../../shared/saved-stays/identity";
import { isSaved, savedStaysFrom, withoutSavedStay, withRestoredStay, withSavedStay, withStaySeenAgain } from "../../shared/saved-stays/list";
import { SAVED_MEAL_PLANS, type SavedStay } from "../../shared/saved-stays/schema";
import { BASE, stay } from "./support/saved-stay";

/**
 * The saved stays' rules (shared/saved-stays): what stored text holds, at most 50 kept, the oldest
 * dropped, one entry per hotel and trip, bad entries skipped, and a key that names its version.
 */

const json = (value: unknown) => JSON.stringify(value);
const names = (stays: SavedStay[]) => stays.map((entry) => entry.name);

describe("the storage key", () => {
  test("names its version, so a later shape is written under another key instead of misread", () => {
    expect(SAVED_STAYS.key).toBe("saved-stays:v1");
    expect(SAVED_STAYS.max).toBe(50);
  });
});

describe("reading what the browser stored", () => {
  test("nothing, or anything that is not a JSON list, reads as no stays", () => {
    for (const stored of [null, "", "not json", "{}", json({ stays: [stay("A", BASE)] }), "42", "null"]) expect(savedStaysFrom(stored)).toEqual([]);
  });

  test("valid entries come back newest first, each as it was saved", () => {
    const list = [stay("Older", BASE), stay("Newer", BASE + 1_000)];
    expect(savedStaysFrom(json(list))).toEqual([list[1], list[0]]);
  });

  test("each entry is checked on its own: a bad one is skipped, the others kept", () => {
    const good = stay("Good", BASE);
    const bad: unknown[] = [
      { ...stay("Script image", BASE + 1), imageUrl: "javascript:alert(1)" },
      { ...stay("Data image", BASE + 2), imageUrl: "data:image/svg+xml,<svg/>" },
      { ...stay("No search", BASE + 3), search: undefined },
      { ...stay("Odd board", BASE + 4), room: { name: "Room", mealPlan: "EVERYTHING", freeCancellationUntil: null } },
      { ...stay("Negative", BASE + 5), price: { total: -1, perNight: null, currency: "EUR", seenAt: BASE } },
      { ...stay("Bad currency", BASE + 6), price: { total: 100, perNight: null, currency: "euro", seenAt: BASE } },
      { ...stay("Bad date", BASE + 7), search: { ...good.search, outboundDate: "next June" } },
      { ...stay("Bad id", BASE + 8), accommodationId: "../../etc" },
      { ...stay("Eleven stars", BASE + 9), stars: 11 },
      { href: "/H?destination=ROM", product: "H", destination: "Rome" }, // a recent search, not a stay
      "a string",
      null,
    ];
    expect(names(savedStaysFrom(json([...bad, good])))).toEqual(["Good"]);
  });

  test("fields it does not know are left out; the entry is still read", () => {
    const [read] = savedStaysFrom(json([{ ...stay("Extra", BASE), note: "from a later build" }]));
    expect(read?.name).toBe("Extra");
    expect(read).not.toHaveProperty("note");
  });

  test("one entry per hotel and trip (the newest), and never more than the limit", () => {
    const many = Array.from({ length: 60 }, (_, i) => stay(`Hotel ${i}`, BASE + i));
    const twice = [stay("Hotel 59", BASE - 5), ...many];
    const read = savedStaysFrom(json(twice));
    expect(read).toHaveLength(50);
    expect(read[0]?.name).toBe("Hotel 59");
    expect(read[0]?.savedAt).toBe(BASE + 59);
    expect(read.at(-1)?.name).toBe("Hotel 10");
  });
});

describe("saving, removing and undoing", () => {
  test("a save comes first; the same stay saved again stays one entry, saved now", () => {
    let list = withSavedStay([], stay("Trevi", BASE)).stays;
    list = withSavedStay(list, stay("Pantheon", BASE + 1)).stays;
    list = withSavedStay(list, stay("Trevi", BASE + 2)).stays;
    expect(names(list)).toEqual(["Trevi", "Pantheon"]);
    expect(list[0]?.savedAt).toBe(BASE + 2);
  });

  test("the 51st drops the oldest, and says which", () => {
    const full = Array.from({ length: 50 }, (_, i) => stay(`Hotel ${i}`, BASE + i));
    const { stays, dropped } = withSavedStay(full, stay("Newest", BASE + 100));
    expect(stays).toHaveLength(50);
    expect(stays[0]?.name).toBe("Newest");
    expect(names(dropped)).toEqual(["Hotel 0"]);
    expect(withSavedStay(full.slice(1), stay("Newest", BASE + 100)).dropped).toEqual([]);
  });

  test("removal takes only that entry; undo puts it back where it was", () => {
    const list = [stay("C", BASE + 3), stay("B", BASE + 2), stay("A", BASE + 1)];
    const b = list[1]!;
    const removed = withoutSavedStay(list, savedStayIdOf(b));
    expect(names(removed)).toEqual(["C", "A"]);
    expect(withRestoredStay(removed, b)).toEqual(list);
    // Undo of something already back changes nothing.
    expect(withRestoredStay(list, b)).toEqual(list);
  });

  test("a price seen later becomes the last seen, in place; an older or equal one changes nothing", () => {
    const list = [stay("B", BASE + 2), stay("A", BASE + 1)];
    const id = savedStayIdOf(list[1]!);
    const later = { total: 90_000, perNight: 22_500, currency: "EUR", seenAt: BASE + 10 };
    const seen = withStaySeenAgain(list, id, { price: later, room: null });
    expect(names(seen!)).toEqual(["B", "A"]);
    expect(seen![1]?.price).toEqual(later);
    // A page that shows no room keeps the room saved; one that names no promotion keeps it too.
    expect(seen![1]?.room).toEqual(list[1]!.room);
    expect(withStaySeenAgain(list, id, { price: { ...later, seenAt: BASE + 1 }, room: null })).toBeNull();
    expect(withStaySeenAgain(list, "nothere", { price: later, room: null })).toBeNull();
    const promoted = withStaySeenAgain(list, id, { price: later, room: null, promotion: { discountPercent: 20, originalTotal: 120_000 } });
    expect(promoted![1]?.promotion).toEqual({ discountPercent: 20, originalTotal: 120_000 });
  });
});

describe("which stay and which trip", () => {
  test("the same hotel on other dates or for another party is another entry", () => {
    const a = stay("Trevi", BASE);
    expect(savedStayIdOf(a)).toBe(savedStayIdOf(stay("Trevi", BASE + 99)));
    expect(savedStayIdOf(a)).not.toBe(savedStayIdOf(stay("Trevi", BASE, {}, { outboundDate: "2030-06-02" })));
    expect(savedStayIdOf(a)).not.toBe(savedStayIdOf(stay("Trevi", BASE, {}, { adults: 3 })));
    expect(savedStayIdOf(a)).not.toBe(savedStayIdOf(stay("Trevi", BASE, {}, { product: "HGH" })));
    expect(isSaved([a], savedStayIdOf(stay("Trevi", BASE + 5)))).toBe(true);
  });

  test("a trip is its product, places, dates and party; meal plans, free cancellation and the children's order are not", () => {
    const trip = stay("A", BASE).search;
    expect(tripKeyOf({ ...trip, mealPlans: ["HALF_BOARD"], freeCancellation: true })).toBe(tripKeyOf(trip));
    expect(tripKeyOf({ ...trip, childrenAges: [4, 9] })).toBe(tripKeyOf({ ...trip, childrenAges: [9, 4] }));
    expect(tripKeyOf({ ...trip, departure: "MIL" })).not.toBe(tripKeyOf(trip));
  });

  test("ids are short and URL-safe", () => {
    expect(savedStayIdOf(stay("Trevi", BASE))).toMatch(/^[0-9a-z]{1,7}$/);
  });

  test("the boards it accepts are the hotel contract's, in the same order (least to most included)", () => {
    expect([...SAVED_MEAL_PLANS]).toEqual([...MEAL_PLANS]);
  });
});
