import { PRODUCT_TYPES, type ProductType } from "./constants";

export function isProductType(value: unknown): value is ProductType {
  return typeof value === "string" && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * A top-hotel brand that sells only hotels really sells hotel-plus-flight: the storefront
 * shows and searches its single product as HGH (SPEC §1).
 */
export function effectiveProductTypes(
  productTypes: readonly ProductType[],
  isTopHotelProductType: boolean,
): ProductType[] {
  const unique = [...new Set(productTypes)];
  if (isTopHotelProductType && unique.length === 1 && unique[0] === "H") return ["HGH"];
  return unique;
}

/** The route path of a product's search screen. */
export function searchPathOf(productType: ProductType): string {
  return `/${productType}`;
}
