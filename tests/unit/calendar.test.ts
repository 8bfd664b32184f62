import { describe, expect, test } from "vitest";
import { addDays, addMonths, clampDate, endOfWeek, monthGrid, monthLabel, startOfWeek, weekdayIndex, weekdayNames } from "../../shared/calendar";

describe("calendar arithmetic for the date picker", () => {
  test("days and months, across month, year and leap-year ends", () => {
    expect(addDays("2031-02-28", 1)).toBe("2031-03-01");
    expect(addDays("2032-02-28", 1)).toBe("2032-02-29");
    expect(addDays("2031-01-01", -1)).toBe("2030-12-31");
    expect(addMonths("2031-01-31", 1)).toBe("2031-02-28");
    expect(addMonths("2032-01-31", 1)).toBe("2032-02-29");
    expect(addMonths("2031-12-15", 1)).toBe("2032-01-15");
    expect(addMonths("2031-03-31", -1)).toBe("2031-02-28");
  });

  test("weeks start on Monday (SPEC §9)", () => {
    expect(weekdayIndex("2031-06-02")).toBe(0); // a Monday
    expect(weekdayIndex("2031-06-08")).toBe(6); // a Sunday
    expect(startOfWeek("2031-06-05")).toBe("2031-06-02");
    expect(endOfWeek("2031-06-05")).toBe("2031-06-08");
  });

  test("a month grid: Monday-first weeks of seven, other months' days empty", () => {
    const june = monthGrid("2031-06-17");
    expect(june[0]).toEqual([null, null, null, null, null, null, "2031-06-01"]);
    expect(june.every((week) => week.length === 7)).toBe(true);
    expect(june.flat().filter(Boolean)).toHaveLength(30);
    expect(june.at(-1)![0]).toBe("2031-06-30");
    const february = monthGrid("2027-02-01"); // starts on a Monday, 28 days
    expect(february).toHaveLength(4);
    expect(february[0]![0]).toBe("2027-02-01");
  });

  test.each([
    ["it", "lunedì", "giugno 2031"],
    ["es", "lunes", "junio de 2031"],
    ["en", "Monday", "June 2031"],
    ["fr", "lundi", "juin 2031"],
  ])("names from Intl in %s, the week from Monday", (language, monday, june) => {
    expect(weekdayNames(language)[0]!.long).toBe(monday);
    expect(weekdayNames(language)).toHaveLength(7);
    expect(monthLabel("2031-06-10", language)).toBe(june);
  });

  test("clamps to a window", () => {
    expect(clampDate("2031-01-01", "2031-02-01", "2031-03-01")).toBe("2031-02-01");
    expect(clampDate("2031-04-01", "2031-02-01", "2031-03-01")).toBe("2031-03-01");
  });
});
