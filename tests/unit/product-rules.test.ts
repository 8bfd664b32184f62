import { describe, expect, test } from "vitest";
import type { DestinationProposal } from "../../shared/brand-config";
import { PRODUCT_TYPES, type ProductType } from "../../shared/constants";
import {
  departureRuleOf,
  destinationListOf,
  destinationProposalsFor,
  isFlightProduct,
  productOfDestinationList,
  productOfParam,
  productOfPath,
} from "../../shared/product-rules";
import { effectiveProductTypes } from "../../shared/product-type";

const place = (id: number, code: string): DestinationProposal => ({ id, code, name: code, subtitle: null, type: null, title: null, imageUrl: null }) as DestinationProposal;
const proposals = { DP: [place(1, "PMI")], H: [place(2, "ROM")], F: [place(3, "LIS")] };

describe("the product of a route or a parameter", () => {
  test("every search path names its product", () => {
    expect(PRODUCT_TYPES.map((p) => productOfPath(`/${p}`))).toEqual([...PRODUCT_TYPES]);
    expect(productOfPath("/HGH/")).toBe("HGH");
  });

  test("an unknown path is null, never silently H", () => {
    for (const path of ["/", "/hotel-detail", "/h", "/Hotels", "/deals", ""]) expect(productOfPath(path)).toBeNull();
  });

  test("a ?product= among the brand's products; unknown, unsold, lower-case or missing is null", () => {
    const offered: ProductType[] = ["DP", "H", "F"];
    expect(productOfParam("F", offered)).toBe("F");
    expect(productOfParam("FF", offered)).toBeNull();
    expect(productOfParam("h", offered)).toBeNull();
    expect(productOfParam("XX", offered)).toBeNull();
    expect(productOfParam("", offered)).toBeNull();
    expect(productOfParam(null, offered)).toBeNull();
    expect(productOfParam(undefined, offered)).toBeNull();
  });

  test("a top-hotel brand selling only H sells HGH: ?product=H is then not offered", () => {
    const offered = effectiveProductTypes(["H"], true);
    expect(offered).toEqual(["HGH"]);
    expect(productOfParam("H", offered)).toBeNull();
    expect(productOfParam("HGH", offered)).toBe("HGH");
  });
});

describe("what each product's search needs", () => {
  test("departure: required for DP, F and FF, optional for HGH, none for H", () => {
    const rules = Object.fromEntries(PRODUCT_TYPES.map((p) => [p, departureRuleOf(p)]));
    expect(rules).toEqual({ DP: "required", H: "none", F: "required", FF: "required", HGH: "optional" });
  });

  test("flight products are F and FF", () => {
    expect(PRODUCT_TYPES.filter(isFlightProduct)).toEqual(["F", "FF"]);
  });
});

describe("the brand's destination proposals each product suggests", () => {
  test("DP, H and F their own lists; HGH the hotel list, FF the flight list", () => {
    const lists = Object.fromEntries(PRODUCT_TYPES.map((p) => [p, destinationListOf(p)]));
    expect(lists).toEqual({ DP: "DP", H: "H", F: "F", FF: "F", HGH: "H" });
    expect(destinationProposalsFor(proposals, "HGH").map((p) => p.code)).toEqual(["ROM"]);
    expect(destinationProposalsFor(proposals, "FF").map((p) => p.code)).toEqual(["LIS"]);
    expect(destinationProposalsFor(proposals, "DP").map((p) => p.code)).toEqual(["PMI"]);
  });

  test("the product a list's cards open: a top-hotel brand's hotel list searches HGH; an unsold list none", () => {
    expect(productOfDestinationList("H", ["HGH"])).toBe("HGH");
    expect(productOfDestinationList("H", ["DP", "H"])).toBe("H");
    expect(productOfDestinationList("H", ["H", "HGH"])).toBe("H");
    expect(productOfDestinationList("F", ["DP", "H"])).toBeNull();
    expect(productOfDestinationList("F", ["FF"])).toBeNull();
    expect(productOfDestinationList("DP", ["DP"])).toBe("DP");
  });
});
