import { atom } from "jotai";
import type { PageBrand } from "../../shared/brand-config/types";

/** The brand as the root loader sent it; set once per request by RootStateHydrator. */
export const brandConfigAtom = atom<PageBrand | null>(null);

/**
 * The brand of this request, never null in the app: every route renders under the root's
 * hydration (and the error boundary hydrates its own store the same way). Read anywhere else it
 * is a bug, and says so instead of rendering half a brand.
 */
export const brandAtom = atom<PageBrand>((get) => {
  const brand = get(brandConfigAtom);
  if (!brand) throw new Error("brandAtom read before the root loader's brand was hydrated");
  return brand;
});

export const hostnameAtom = atom<string>("");

/**
 * A member is signed in (the edge's signed member cookie). What a member sees (the account corner,
 * points) follows this, not the id: a backend may give a token without an id (SPEC §3).
 */
export const signedInAtom = atom<boolean>(false);

/** The signed-in member's id (from the edge's signed member cookie), for analytics; null when none or unknown. Never a token. */
export const memberIdAtom = atom<string | null>(null);

/** The signed-in member's name as the backend gave it, for "signed in as"; null when unknown or signed out. */
export const memberNameAtom = atom<string | null>(null);

/** The brand's single sign-on can be started here (hasSSO, and the edge knows the provider). */
export const signInAvailableAtom = atom<boolean>(false);

export const languageAtom = atom((get) => get(brandAtom).language);

export const productTypesAtom = atom((get) => get(brandAtom).brand.productTypesOrder);

/** The deployed version (worker var APP_VERSION), stamped on every tracking event. */
export const appVersionAtom = atom<string>("dev");

/**
 * The request's CSP nonce, which every script the page renders carries (the CSP allows nothing
 * else). Undefined only before RootStateHydrator has run, when no script is rendered with it.
 */
export const nonceAtom = atom<string | undefined>(undefined);

/** A search engine's crawler asked for this document (isbot, at the edge): only it gets the results' structured data. */
export const crawlerAtom = atom(false);
