import { languages } from '@topup/contracts/languages';
// ?url: each font's CSS is built (its woff2 files emitted and linked) into a file of its own, and
// only its address is here.
import en from '@fontsource-variable/inter?url';
import th from '@fontsource-variable/noto-sans-thai?url';

// Self-hosted web fonts for Latin, Cyrillic and Thai (SPEC §1 fonts per language), so a phone
// without the script's font shows the text instead of boxes. Each font's CSS is a file of its own: a
// page adds the @font-face rules of its language only, and of those the browser fetches only
// the woff2 slices (unicode-range) whose characters are on screen. This file is on the first page
// (shared/i18n calls it), so it stays this small: e2e/initial-js-budget.spec.ts counts every
// script the first page loads, lazy ones too.
//
// Variable fonts (one file per slice for every weight) rather than static 400 and 700: the pages
// use 400, 600 and 700, and one variable slice is about 70% of the two static ones together.
// fontsource's CSS says font-display: swap and lists woff2 only. The family names are the first
// entries of --font-family in styles/global.css; the system fonts after them show the text while
// a font loads, or if it never does.
//
// Latin and Cyrillic languages share Inter, the 'en' font (its latin, latin-ext, cyrillic and
// vietnamese slices cover de, es, fr, id, it, ms, pl, pt, ru, tr and vi). Arabic keeps the system
// font: every phone and desktop system ships one (Noto Naskh/Sans Arabic, Geeza Pro or SF Arabic,
// Segoe UI), so there is no tofu to fix, and SPEC §1 names no Arabic font.
//
// Chinese, Japanese and Korean keep the system's fonts too (issue 32, ADR 0048): every phone and
// desktop system ships them (iOS and macOS: PingFang, Hiragino, Apple SD Gothic Neo; Android:
// Noto Sans CJK; Windows: Microsoft YaHei/JhengHei, Yu Gothic, Meiryo, Malgun Gothic), named per
// language in styles/global.css. The Noto Sans CJK web fonts came in 100+ unicode-range slices
// each: a Japanese goods page fetched 14 of them (321 KB, half its bytes), its LCP was 1.46x
// watt's and the late swap shifted its layout (CLS 0.07).
export const fontCss = { en, th };
const systemFonts = new Set(['ar', 'zh-cn', 'zh-tw', 'ja', 'ko']);

/**
 * The CSS of a language's font: its own (Thai), English's (Latin, Cyrillic), or none (Arabic,
 * Chinese, Japanese, Korean: the system's; unknown).
 */
export function fontCssFor(lang: string): string | undefined {
  if (Object.hasOwn(fontCss, lang)) return fontCss[lang as keyof typeof fontCss];
  return !systemFonts.has(lang) && (languages as readonly string[]).includes(lang)
    ? fontCss.en
    : undefined;
}

function addStylesheet(href: string): void {
  // The server links it in a page it rendered (server-render.ts); a second link would restyle.
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
}

const added = new Set<string>();

/**
 * Adds the @font-face rules of the language's font to the page, once per font. A font whose CSS
 * cannot be fetched (offline) leaves the system fonts; no second try, to keep this file small.
 */
export function loadFont(lang: string, add = addStylesheet): void {
  const href = fontCssFor(lang);
  if (href && !added.has(href)) {
    added.add(href);
    add(href);
  }
}

/** Forgets what was loaded (tests). */
export function resetLoadedFonts(): void {
  added.clear();
}
