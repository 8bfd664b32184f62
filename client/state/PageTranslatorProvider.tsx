import type { ReactNode } from "react";
import { PageTranslatorContext, usePageTranslator } from "./i18n";

/** Gives the components below the page's translator (useT), worked out once here. */
export function PageTranslatorProvider({ children }: { children: ReactNode }) {
  return <PageTranslatorContext value={usePageTranslator()}>{children}</PageTranslatorContext>;
}
