import { useAtomValue } from "jotai";
import { brandAtom } from "../../state/brand";
import { useT } from "../../state/i18n";
import { CookieSettingsFooterItem } from "../consent/CookieSettingsFooterItem";
import { FooterEmbed } from "./FooterEmbed";

/** Legal text (a translation key chosen by the brand), policy links and the support phone. */
export function Footer() {
  const brand = useAtomValue(brandAtom);
  const t = useT();
  if (!brand) return null;
  const { policies, brandName, phoneNumber, phonePrivacyPolicyUrl, businessClient } = brand.brand;
  const links = [
    { href: policies.privacy, label: t("footer.privacy") },
    { href: policies.cookies, label: t("footer.cookies") },
    { href: policies.termsConditions, label: t("footer.terms") },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  const legal = brand.footer.legalText ? t(brand.footer.legalText) : "";
  return (
    <footer className="bg-[#1d2430] text-[#d5d9e0] mt-16">
      <div className="container-page py-10 grid gap-6 md:grid-cols-[2fr_1fr]">
        <div className="grid gap-3">
          <p className="text-white font-700 text-lg">{brandName}</p>
          {/* The seller a shopper contracts with, named on every page (and again before booking). */}
          {businessClient && <p className="text-sm" data-testid="footer-seller">{t("footer.seller", { brand: brandName, seller: businessClient })}</p>}
          {legal && <p className="text-sm leading-relaxed max-w-[60ch]">{legal}</p>}
          <FooterEmbed scriptUrl={brand.footer.scriptUrl} />
          {phoneNumber && (
            <p className="text-sm">
              {t("footer.support", { phone: phoneNumber })}
              {phonePrivacyPolicyUrl && (
                <>
                  {" · "}
                  <a className="text-white underline" href={phonePrivacyPolicyUrl}>
                    {t("footer.phonePrivacy")}
                  </a>
                </>
              )}
            </p>
          )}
        </div>
        <nav aria-label={t("footer.legalNav")}>
          <ul className="list-none m-0 p-0 grid gap-2 text-sm">
            {links.map((link) => (
              <li key={link.label}>
                <a className="text-white underline-offset-2 hover:underline" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
            <CookieSettingsFooterItem />
          </ul>
        </nav>
      </div>
      <div className="border-t border-t-solid border-[#2e3744]">
        <p className="container-page py-4 text-xs text-[#9aa3b2]">{t("footer.copyright", { year: new Date().getFullYear(), brand: brandName })}</p>
      </div>
    </footer>
  );
}
