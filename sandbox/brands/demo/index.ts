import { strapiDocumentOf, type StrapiDocument } from "../document";
import type { DemoBrand } from "../types";
import { hotelesAltura } from "./hoteles";
import { viaggiSole } from "./viaggi";
import { voyagesAzur } from "./voyages";
import { wanderly } from "./wanderly";

export const DEMO_BRANDS: readonly DemoBrand[] = [wanderly, viaggiSole, hotelesAltura, voyagesAzur];

export const DEMO_DOMAINS = DEMO_BRANDS.map((b) => b.domain);

/** A fresh, fully populated CMS document of a demo brand (callers may mutate it). */
export function demoDocumentFor(domain: string): StrapiDocument | null {
  const brand = DEMO_BRANDS.find((b) => b.domain === domain);
  return brand ? strapiDocumentOf(brand) : null;
}
