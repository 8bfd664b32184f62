import type { BrandTheme } from "./brand-config";

const FALLBACK = { primary: "#1f6f8b", soft: "#e6f1f5", text: "#ffffff" } as const;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Only plain hex colours reach the stylesheet: a CMS value can never inject CSS or markup. */
export function safeColour(value: string, fallback: string): string {
  return HEX_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

/** The brand's theme as CSS custom properties, read by the UnoCSS `brand` colours. */
export function brandThemeCss(theme: BrandTheme): string {
  const primary = safeColour(theme.primaryColor, FALLBACK.primary);
  const soft = safeColour(theme.primarySoftColor, FALLBACK.soft);
  const text = safeColour(theme.primaryTextColor, FALLBACK.text);
  return `:root{--brand-primary:${primary};--brand-primary-soft:${soft};--brand-primary-text:${text}}`;
}
