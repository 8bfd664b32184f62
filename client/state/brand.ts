import { atom } from "jotai";
import type { BrandConfig } from "../../shared/brand-config";

/** The brand of this request; hydrated once from the root loader, never refetched on the client. */
export const brandAtom = atom<BrandConfig | null>(null);

export const hostnameAtom = atom<string>("");

export const languageAtom = atom((get) => get(brandAtom)?.language ?? "en");

export const productTypesAtom = atom((get) => get(brandAtom)?.brand.productTypesOrder ?? []);

/** The deployed version (worker var APP_VERSION), stamped on every tracking event. */
export const appVersionAtom = atom<string>("dev");
