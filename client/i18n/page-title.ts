import type { BrandConfig } from "../../shared/brand-config/types";
import { textsHrefsOf, translatorFor } from "../state/i18n";
import type { RootLoaderData } from "../state/root-loader-data";

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The brand's own words for what it sells: the hero's subtitle, else its product explanation. */
export function brandDescription(brand: BrandConfig): string {
  const { hero, productExplanation } = brand.landingContent;
  return (hero.subtitle ?? productExplanation.description ?? productExplanation.subtitle ?? brand.brand.pageTitle).slice(0, 300);
}

/**
 * A route's document title, "Screen · Brand page title", in the brand's words. Texts still on
 * their way (a client navigation) give the brand's title alone until they are there.
 */
export function pageTitle(matches: readonly (MatchWithData | undefined)[], key: string, params?: Record<string, unknown>) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootLoaderData | undefined;
  if (!root) return [{ title: "" }];
  const description = { name: "description", content: root.description };
  const t = translatorFor(root.brand.language, textsHrefsOf(matches));
  const screen = t(key, params);
  return [{ title: screen ? `${screen} · ${root.brand.brand.pageTitle}` : root.brand.brand.pageTitle }, description];
}
