import type { ReactNode } from "react";
import { useT } from "../../state/i18n";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { HydrateAfterFirstPass } from "./HydrateAfterFirstPass";

/** Header with the brand's logo, the screen, and the footer with its legal text and policies. */
export function PageFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-screen flex flex-col">
      <a className="skip-link btn-primary" href="#main">
        {t("common.skipToContent")}
      </a>
      <Header />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <HydrateAfterFirstPass>
        <Footer />
      </HydrateAfterFirstPass>
    </div>
  );
}
