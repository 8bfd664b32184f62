import { defineConfig, presetWind3, transformerCompileClass } from "unocss";
import { BREAKPOINTS } from "./shared/constants";

/** The design's fixed measures and status colours (the brand's own colours come from its configuration). */
const THEME = {
  radius: 8,
  buttonHeight: 40,
  buttonHeightLarge: 48,
  inputHeight: 52,
  inputFontSize: 16,
  colors: {
    info: "#0078d4",
    success: "#65b700",
    warning: "#ffaa06",
    error: "#f2142a",
    link: "#40b1f5",
    text: "#3c3c3c",
  },
} as const;

/**
 * The storefront's design tokens: SPEC §9 constants plus the brand's own colours, which arrive at
 * runtime as CSS variables (--brand-primary …) set by the root layout from the brand config.
 */
export default defineConfig({
  content: { pipeline: { include: [/\.(tsx|ts)($|\?)/], exclude: [/node_modules/, /\.test\./] } },
  presets: [presetWind3()],
  // A class list that starts with `:uno-name:` becomes the one class `uno-name` (its utilities are
  // compiled into it). Used where an element repeats many times on a page (result cards, filter
  // options): their utility lists were a third of a results page's HTML.
  // No prefix: the names are ours (hcard-…, filter-…) and none is a utility; 4 bytes each, hundreds a page.
  transformers: [transformerCompileClass({ classPrefix: "" })],
  theme: {
    breakpoints: {
      sm: "480px",
      md: `${BREAKPOINTS.mobile}px`,
      lg: `${BREAKPOINTS.tablet}px`,
      xl: `${BREAKPOINTS.smallDesktop}px`,
    },
    colors: {
      brand: {
        DEFAULT: "var(--brand-primary)",
        soft: "var(--brand-primary-soft)",
        text: "var(--brand-primary-text)",
        // The brand colour for text on white, darkened where needed to read at 4.5:1 (theme-css.ts).
        ink: "var(--brand-primary-ink)",
      },
      info: THEME.colors.info,
      success: THEME.colors.success,
      warning: THEME.colors.warning,
      error: THEME.colors.error,
      link: THEME.colors.link,
      ink: { DEFAULT: THEME.colors.text, soft: "#6b6b6b", faint: "#9a9a9a" },
      line: "#e3e5e8",
      canvas: "#f5f6f8",
    },
    borderRadius: { DEFAULT: `${THEME.radius}px`, brand: `${THEME.radius}px`, lg: `${THEME.radius * 2}px` },
  },
  shortcuts: {
    "btn": `inline-flex items-center justify-center gap-2 h-[${THEME.buttonHeight}px] px-5 rounded font-600 text-[15px] cursor-pointer transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info disabled:opacity-60 disabled:cursor-wait aria-disabled:opacity-60 aria-disabled:cursor-wait`,
    "btn-lg": `h-[${THEME.buttonHeightLarge}px] px-6 text-base`,
    "btn-primary": "btn bg-brand text-brand-text hover:brightness-95 border-0",
    "btn-secondary": "btn bg-white text-brand-ink border-2 border-solid border-brand hover:bg-brand-soft",
    // Repeated on every search form (landing and results): one name instead of the list each time.
    "field-label": "grid gap-1 min-w-0 text-[13px] font-600 text-ink-soft",
    "check-option": "flex items-center gap-2 min-h-[40px] text-[15px] font-400 text-ink cursor-pointer",
    "check-box": "w-5 h-5 m-0 shrink-0 accent-[var(--brand-primary)]",
    "field": `h-[${THEME.inputHeight}px] w-full min-w-0 rounded border border-solid border-line bg-white px-3 md:px-4 font-400 text-[${THEME.inputFontSize}px] text-ink focus:outline-2 focus:outline-brand focus:border-brand`,
    "container-page": "mx-auto w-full max-w-[1200px] px-4 md:px-6",
    "card": "rounded-lg bg-white shadow-[0_1px_3px_rgba(0,0,0,0.08),0_8px_24px_rgba(0,0,0,0.06)]",
    "link": "text-link underline-offset-2 hover:underline",
  },
});
