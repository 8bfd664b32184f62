import type { ProductType } from "./constants";
import { isProductType } from "./product-type";

/**
 * Which product a screen searches and what each product's search needs. One place for these
 * rules: the search form, the summary, the destination suggestions and the results loaders all
 * ask here rather than deciding on their own.
 */

/** The product of a search route (`/DP`, `/H`, …), or null: an unknown path is not silently H. */
export function productOfPath(pathname: string): ProductType | null {
  const segment = pathname.split("/")[1] ?? "";
  return isProductType(segment) ? segment : null;
}

/** Whether a product's search takes a departure: required for flights and packages, optional for HGH. */
export function departureRuleOf(product: ProductType): "required" | "optional" | "none" {
  if (product === "F" || product === "FF" || product === "DP") return "required";
  if (product === "HGH") return "optional";
  return "none";
}

export function isFlightProduct(product: ProductType): product is "F" | "FF" {
  return product === "F" || product === "FF";
}

/** The brand's destination-proposal list a product suggests (the brand configures DP, H and F). */
export function destinationListOf(product: ProductType): "DP" | "H" | "F" {
  if (isFlightProduct(product)) return "F";
  if (product === "DP") return "DP";
  return "H";
}

/**
 * Which product a brand's destination list opens, or null when the brand sells none: the hotel
 * list of a top-hotel brand (which sells HGH, not H) searches HGH.
 */
export function productOfDestinationList(list: "DP" | "H" | "F", products: readonly ProductType[]): ProductType | null {
  if (list === "H" && !products.includes("H") && products.includes("HGH")) return "HGH";
  return products.includes(list) ? list : null;
}
