import type { Place } from "./brand-config/types";
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

/**
 * The product a `?product=` parameter asks for among the ones a brand sells (its productTypesOrder,
 * already HGH for a top-hotel brand), or null: a missing, unknown or unsold product is null and
 * the caller decides (the landing page shows the brand's first product), never silently H.
 */
export function productOfParam(value: string | null | undefined, offered: readonly ProductType[]): ProductType | null {
  return isProductType(value) && offered.includes(value) ? value : null;
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

/** The brand's destination proposals a product's search suggests (HGH the hotel list, FF the flight list). */
export function destinationProposalsFor<P extends Place>(
  proposals: Readonly<Record<"DP" | "H" | "F", readonly P[]>>,
  product: ProductType,
): readonly P[] {
  return proposals[destinationListOf(product)] ?? [];
}
