import type { BrandTheme } from "./brand-config";

const FALLBACK = { primary: "#1f6f8b", soft: "#e6f1f5", text: "#ffffff" } as const;
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Only plain hex colours reach the stylesheet: a CMS value can never inject CSS or markup. */
export function safeColour(value: string, fallback: string): string {
  return HEX_COLOUR.test(value.trim()) ? value.trim() : fallback;
}

function rgbOf(hex: string): [number, number, number] {
  let digits = hex.slice(1);
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join("");
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x) as [number, number];
  return (la + 0.05) / (lb + 0.05);
}

/** The page's own background (base.css), on which brand-coloured text also sits. */
export const PAGE_BACKGROUND = "#f5f6f8";

/**
 * The brand colour as small text: the colour itself when it reads at 4.5:1 or better (WCAG AA) on
 * every background given, else the same hue darkened just enough. Brand colours are chosen for
 * fills; as text some are a shade too light (viaggi's #c94a1c is 4.33:1 on the page background).
 */
export function readableOn(hex: string, backgrounds: readonly string[], ratio = 4.5): string {
  const rgb = rgbOf(hex);
  for (let step = 0; step <= 20; step++) {
    const shade = rgb.map((c) => Math.round(c * (1 - step * 0.05)));
    const candidate = `#${shade.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return step === 0 ? hex : candidate;
  }
  return "#000000";
}

/** The brand's theme as CSS custom properties, read by the UnoCSS `brand` colours. */
export function brandThemeCss(theme: BrandTheme): string {
  const primary = safeColour(theme.primaryColor, FALLBACK.primary);
  const soft = safeColour(theme.primarySoftColor, FALLBACK.soft);
  const text = safeColour(theme.primaryTextColor, FALLBACK.text);
  return `:root{--brand-primary:${primary};--brand-primary-soft:${soft};--brand-primary-text:${text};--brand-primary-ink:${readableOn(primary, ["#ffffff", PAGE_BACKGROUND, soft])}}`;
}
