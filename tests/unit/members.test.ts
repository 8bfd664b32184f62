import { describe, expect, test } from "vitest";
import { returnHereOf } from "../../client/components/layout/return-here";
import { pointsEarned } from "../../shared/members/points";
import { returnPathOf } from "../../worker/auth/sign-in-routes";

describe("points a member earns (shared/members/points.ts)", () => {
  test("the price in the brand's currency times the rate, rounded down", () => {
    expect(pointsEarned(123_456, { pointsConversionRate: 1 })).toBe(1_234);
    expect(pointsEarned(99_999, { pointsConversionRate: 0.01 })).toBe(9);
    expect(pointsEarned(300, { pointsConversionRate: 0.1 })).toBe(0);
    expect(pointsEarned(3_000, { pointsConversionRate: 0.1 })).toBe(3);
  });

  test("none without a scheme, with a nonsense rate or for nothing", () => {
    for (const rate of [null, 0, -1, Number.NaN]) expect(pointsEarned(10_000, { pointsConversionRate: rate })).toBeNull();
    expect(pointsEarned(0, { pointsConversionRate: 1 })).toBeNull();
  });
});

describe("where signing in and out returns", () => {
  test("the edge keeps a path of this site and refuses anything that would leave it", () => {
    expect(returnPathOf("/H?destination=ROM&adults=2")).toBe("/H?destination=ROM&adults=2");
    for (const hostile of [null, "", "https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "evil"]) expect(returnPathOf(hostile)).toBe("/");
  });

  test("dot segments, escaped dots, backslashes and stripped whitespace that parse to another host go home", () => {
    for (const hostile of ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/%2E%2E//evil.example", "/.\\/evil.example", "/./\\evil.example", "/a/..//evil.example", "/\t/evil.example", "/\n\\evil.example"]) {
      expect(returnPathOf(hostile), hostile).toBe("/");
      // And what the edge would build from it stays on this site.
      expect(new URL(returnPathOf(hostile), "https://viaggi.example/").host).toBe("viaggi.example");
    }
    // A harmless dot segment still lands on the page it names.
    expect(returnPathOf("/./H?destination=ROM")).toBe("/H?destination=ROM");
  });

  test("the page offers its own address, unless it is too long to be one of ours", () => {
    expect(returnHereOf({ pathname: "/memSearch", search: "?destination=PMI" })).toBe("/memSearch?destination=PMI");
    expect(returnHereOf({ pathname: "/H", search: `?destination=${"x".repeat(5_000)}` })).toBe("/H");
  });
});
