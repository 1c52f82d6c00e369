import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOT_ELEMENT_ID, SSR_STATE_ELEMENT_ID, type Boot } from '@topup/contracts/boot';
import { brandPalette } from '@topup/tenants/brand-colors';
import { brandLookCss } from '@topup/tenants/brand-themes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import {
  goodsPagePreloads,
  preloadTags,
  stylesheetTags,
  readViteManifest,
  type ViteManifest,
} from './first-page-preloads.ts';
import { escapeHtml } from './html.ts';
import type { FirstScreen } from './server-render.ts';
import { createFontPreloads } from './font-preloads.ts';

const placeholder = '<!--app-head-->';

// JSON inside <script> ends at the first "</script"; U+2028/2029 broke older JS parsers.
const scriptEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => scriptEscapes[ch] ?? ch);
}

/**
 * The brand's colour variables as one rule (issue 29 item 5): the page paints in the brand's
 * colours before any script runs, on the server-rendered goods page and the plain shell alike.
 * `html:root` outranks the stylesheet's `:root` defaults (global.css, linked after this style
 * by the build), which otherwise painted every brand in the default blue until the app's
 * shared/theme set the same variables inline; those inline values still win over this rule.
 */
export function brandThemeCss(tenant: Pick<Tenant, 'brandColor'>): string {
  const vars = Object.entries(brandPalette(tenant.brandColor))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `html:root{${vars}}`;
}

/**
 * The first screen's own colour in the head in place of the brand's: a game whose page config sets
 * a colour of its own (SPEC §3) paints in it from the first paint, as the app shows it once it takes
 * the page over, with no byte more in the head.
 */
export function withScreenColor(
  page: string,
  tenant: Pick<Tenant, 'id' | 'brandColor'>,
  color: string,
) {
  const from = brandPalette(tenant.brandColor)['--brand-color'];
  const to = brandPalette(color)['--brand-color'];
  if (from === to) return page;
  // The look's header and backdrop are drawn from the colour: they follow it too.
  const look = brandLookCss(tenant.id, tenant.brandColor);
  return page
    .replace(brandThemeCss(tenant), () => brandThemeCss({ brandColor: to }))
    .replace(look, () => brandLookCss(tenant.id, to))
    .replace(
      `<meta name="theme-color" content="${from}">`,
      () => `<meta name="theme-color" content="${to}">`,
    );
}

/**
 * The head as two halves around the style nonce, which changes with every response. The boot
 * JSON is a data block (`type="application/json"`): the browser never runs it, so it needs no
 * nonce, and jsonForScript keeps it from ending its element early.
 */
export function headFor(boot: Boot<Tenant>): [string, string] {
  const { tenant } = boot;
  const color = escapeHtml(brandPalette(tenant.brandColor)['--brand-color']);
  return [
    `<title>${escapeHtml(tenant.title)}</title>` +
      `<link rel="icon" href="${escapeHtml(tenant.icon)}">` +
      `<meta name="theme-color" content="${color}">` +
      '<style nonce="',
    // brandPalette gives only #hex and rgba() values: nothing that could end the style element.
    // The brand's look (type, corners, header, backdrop; issue 29 item 9) is a rule of its own, so
    // a screen's own colour (withScreenColor) swaps the colours and leaves the look.
    `">${brandThemeCss(tenant)}${brandLookCss(tenant.id, tenant.brandColor)}</style>` +
      `<script id="${BOOT_ELEMENT_ID}" type="application/json">${jsonForScript(boot)}</script>`,
  ];
}

/** What the page is, when its head can name the chunks it will load (first-page-preloads.ts). */
export type PageHints = {
  goodsPage: boolean;
  languages: readonly string[];
  /** The first screen comes rendered: its styles must apply before it paints, not just load. */
  rendered?: boolean;
};

export type PageRenderer = (
  boot: Boot<Tenant>,
  styleNonce: string,
  hints?: PageHints,
  screen?: FirstScreen | null,
) => Promise<string | null>;

// React puts the image preloads of a render (<link rel="preload" as="image">) before its markup.
const leadingLinks = /^(?:<link [^>]*>)+/;
const highPriority = /<link [^>]*fetchpriority="high"[^>]*>/gi;
// The template's first tags: the charset (which must come first) and the viewport.
const viewportMeta = /<meta name="viewport"[^>]*>/;

/**
 * The server-rendered first screen (server-render.ts) put into the page: its markup in #root,
 * marked data-ssr until the browser has taken it over; its query data as a data block beside it;
 * its language on <html>; its image preloads in the head.
 */
export function withFirstScreen(page: string, screen: FirstScreen, fontPreloads = ''): string {
  const preloads = leadingLinks.exec(screen.html)?.[0] ?? '';
  // The language's font with the page's styles: its text is laid out with the font's rules from
  // the first paint (added later by the script, they restyle the whole page after it). The app's
  // loadFont finds it linked and adds no second one.
  const font = screen.fontCss?.startsWith('/assets/')
    ? `<link rel="stylesheet" href="${escapeHtml(screen.fontCss)}">`
    : '';
  // The picture the render asked for first (fetchPriority high: the goods page's key art, its
  // LCP) is named before the stylesheets and the scripts' modulepreloads, so the browser asks for
  // it first and it is there when the styles let the page paint; at the end of the head it was
  // asked for after ~30 other files, and its paint came after the scripts had run (Lighthouse's
  // LCP breakdown on watt: load delay 0.7 s, render delay 1.5 s).
  const first = preloads.match(highPriority) ?? [];
  const links = preloads.replace(highPriority, '') + font + fontPreloads;
  const markup = screen.html.slice(preloads.length);
  const state = jsonForScript({ lang: screen.lang, queries: screen.queries });
  return page
    .replace('<html lang="en">', () => `<html lang="${screen.lang}" dir="${screen.dir}">`)
    .replace(viewportMeta, (meta) => meta + first.join(''))
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-ssr>${markup}</div>` +
        `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${state}</script>`,
    );
}

/**
 * A page whose first screen the server rendered paints without its scripts: they only hydrate it.
 * At the default priority (High) they share a phone's slow link with the stylesheets, images and
 * fonts the first paint needs; at low they come after them (fetchpriority, HTML Living Standard
 * "Fetch priority attributes"; web.dev/articles/fetch-priority). Lighthouse counts a High-priority
 * script that arrived before the first paint as blocking it (its Lantern FCP graph), which made
 * the goods page's simulated FCP jump between 1.3 s and 2.8 s from run to run.
 */
export function lowerScriptPriority(html: string): string {
  return html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * Reads dist/index.html once and renders it per tenant, demo flag and backup list, memoized
 * without the nonce, which is put in per response. Answers null while the app is not built, and
 * tries the disk again next time (a build may land later).
 */
export function createPageRenderer(distDir: string): PageRenderer {
  let template: string | undefined;
  let manifest: Promise<ViteManifest | null> | undefined;
  const pages = new Map<string, [string, string]>();
  const fontPreloads = createFontPreloads(distDir);

  async function loadTemplate(): Promise<string | null> {
    if (template !== undefined) return template;
    try {
      template = await readFile(path.join(distDir, 'index.html'), 'utf8');
      return template;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Tags for where the head is put in, and for the end of the head. */
  async function hintTags(hints: PageHints | undefined): Promise<[string, string]> {
    if (!hints?.goodsPage) return ['', ''];
    manifest ??= readViteManifest(distDir);
    const read = await manifest;
    if (!read) return ['', ''];
    const preloads = goodsPagePreloads(read, hints.languages);
    return [preloadTags(preloads), hints.rendered ? stylesheetTags(preloads) : ''];
  }

  return async (boot, styleNonce, hints, screen) => {
    const hintKey = hints?.goodsPage
      ? `goods:${hints.languages.join(',')}:${hints.rendered ? 'rendered' : ''}`
      : '';
    const key = `${boot.tenant.id}:${boot.demo}:${boot.tenant.backupHosts.join(' ')}:${hintKey}`;
    let halves = pages.get(key);
    if (halves === undefined) {
      const html = await loadTemplate();
      if (html === null) return null;
      const [before, head] = headFor(boot);
      const [hinted, endOfHead] = await hintTags(hints);
      const after = head + hinted;
      // The head replaces the placeholder, or goes before </head> (at the start if neither).
      const slot = html.indexOf(placeholder);
      const at = slot !== -1 ? slot : Math.max(0, html.indexOf('</head>'));
      const rest = html
        .slice(slot !== -1 ? at + placeholder.length : at)
        .replace('</head>', () => `${endOfHead}</head>`);
      halves = [html.slice(0, at) + before, after + rest];
      if (hints?.rendered)
        halves = [lowerScriptPriority(halves[0]), lowerScriptPriority(halves[1])];
      pages.set(key, halves);
    }
    const page = halves[0] + escapeHtml(styleNonce) + halves[1];
    if (!screen) return page;
    const fonts = screen.fontCss ? await fontPreloads(screen.fontCss) : '';
    const painted = screen.brandColor
      ? withScreenColor(page, boot.tenant, screen.brandColor)
      : page;
    return withFirstScreen(painted, screen, fonts);
  };
}
