import type { BrandConfig } from "../../shared/brand-config";
import type { Language } from "../../shared/constants";
import { escapeHtml } from "../../shared/escape-html";

/** The page a visitor over the limit gets: the brand's name, colour and language, and a way on. */
const TEXTS: Record<Language, { title: string; body: (seconds: number) => string; home: string; retry: string }> = {
  en: { title: "Too many searches at once", body: (s) => `We need a moment to catch up. Try again in ${s} seconds.`, home: "Go to the home page", retry: "Try again" },
  it: { title: "Troppe ricerche in poco tempo", body: (s) => `Abbiamo bisogno di un momento. Riprova tra ${s} secondi.`, home: "Vai alla home page", retry: "Riprova" },
  es: { title: "Demasiadas búsquedas a la vez", body: (s) => `Necesitamos un momento. Vuelve a intentarlo en ${s} segundos.`, home: "Ir a la página de inicio", retry: "Reintentar" },
  fr: { title: "Trop de recherches à la fois", body: (s) => `Il nous faut un instant. Réessayez dans ${s} secondes.`, home: "Aller à la page d'accueil", retry: "Réessayer" },
};

const CSS_COLOR = /^#[0-9a-f]{3,8}$/i;

/** A small document of its own (no React, no backend call): a visitor over the limit costs nothing more. */
export function busyDocument(brand: BrandConfig, retryAfterSeconds: number, retryUrl: string): string {
  const text = TEXTS[brand.language] ?? TEXTS.en;
  const color = CSS_COLOR.test(brand.theme.primaryColor) ? brand.theme.primaryColor : "#1f4fd8";
  const name = escapeHtml(brand.brand.brandName);
  return `<!doctype html>
<html lang="${brand.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} · ${name}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2330;background:#f5f6f8}header{background:${color};color:#fff;padding:16px 24px;font-weight:700}main{max-width:40rem;margin:48px auto;padding:0 24px}h1{font-size:1.5rem;margin:0 0 8px}a{display:inline-block;margin:16px 16px 0 0;color:${color};font-weight:600}a.primary{background:${color};color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none}</style>
</head>
<body>
<header>${name}</header>
<main data-page="too-many-requests">
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body(retryAfterSeconds))}</p>
<a class="primary" href="${escapeHtml(retryUrl)}">${escapeHtml(text.retry)}</a><a href="/">${escapeHtml(text.home)}</a>
</main>
</body>
</html>`;
}
